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
