// classes.cpp - C++ records for t1280-debug-names.sh: clang names a class
// `class.X` and a struct in a namespace `struct.ns::X`; member functions
// are not members of the layout.
class Widget {
public:
    char c;
    long l;
    int f();
};
namespace ns {
struct Inner {
    short s;
    int i;
};
}
struct Outer {
    ns::Inner in;
    Widget w;
};
Outer o;
int Widget::f() { return c; }
// Bases: each a member `<ancestor>` at its offset, as pahole shows it (an
// empty one takes no bytes and is left out); a class's bases are not in
// memory order when a later one is the primary base (Multi: Derived at 0).
struct Base {
    virtual ~Base();
    long id;
};
struct Derived : Base {
    char tag;
    int count;
};
struct Empty {};
struct Tagged : Empty {
    int v;
};
struct Plain {
    char a;
    double b;
};
struct Multi : Plain, Derived {
    short s;
};
Base::~Base() {}
Derived dd;
Tagged tg;
Multi mm;
// Instances of a template: clang names them struct.Box and struct.Box.0,
// told apart by size; the debug info's names have their arguments.
template <class T> struct Box {
    char flag;
    T value;
};
Box<int> bi;
Box<double> bd;
// An empty base named through a typedef (as libstdc++'s _Tp_alloc_type),
// and a base whose only member is an empty [[no_unique_address]] one: both
// take no bytes of the class deriving from them.
struct Tag {};
typedef Tag TagAlias;
struct ViaTypedef : TagAlias {
    long x;
};
struct Holder {
    [[no_unique_address]] Tag t;
};
struct OverHolder : Holder {
    long y;
};
ViaTypedef vt;
OverHolder oh;
