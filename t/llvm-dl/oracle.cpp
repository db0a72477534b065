// oracle.cpp - LLVM 22's own DataLayout answers, the reference of
// t/t1250-llvm-datalayout.sh (built by `make check` only when configure
// finds llvm-config-22; see t/llvm-dl/README).
//
// Reads lines from standard input:
//   L <layout string>              the layout of the lines that follow
//   T <llvm type>[<TAB><anything>] a type in LLVM IR syntax; the rest of
//                                  the line (the type in MLIR syntax) is
//                                  ignored here
// and prints, for every T line, one line:
//   <type> | bits B store S alloc A abi X pref P [offsets O1,O2,...]
// with B the size in bits (known minimum, "vscale x B" when scalable), S
// and A the store and alloc sizes in bytes (likewise), X and P the ABI and
// preferred alignments in bytes and, for a struct, its members' offsets.
// A layout string LLVM refuses prints "L error: <message>"; its types are
// skipped.  Comment lines (#) and empty lines are ignored.
#include "llvm/AsmParser/Parser.h"
#include "llvm/IR/DataLayout.h"
#include "llvm/IR/DerivedTypes.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"

#include <iostream>
#include <memory>
#include <optional>
#include <string>

using namespace llvm;

static std::string size_text(TypeSize s)
{
    return (s.isScalable() ? "vscale x " : "") +
           std::to_string(s.getKnownMinValue());
}

int main()
{
    LLVMContext ctx;
    Module mod("oracle", ctx);
    std::optional<DataLayout> dl;
    std::string line;
    while (std::getline(std::cin, line)) {
        if (line.empty() || line[0] == '#')
            continue;
        if (line.compare(0, 2, "L ") == 0 || line == "L") {
            std::string s = line.size() > 2 ? line.substr(2) : "";
            Expected<DataLayout> parsed = DataLayout::parse(s);
            if (!parsed) {
                std::cout << "L error: " << toString(parsed.takeError())
                          << "\n";
                dl.reset();
                continue;
            }
            dl.emplace(*parsed);
            mod.setDataLayout(*dl);
            std::cout << "L " << s << "\n";
            continue;
        }
        if (line.compare(0, 2, "T ") != 0) {
            std::cerr << "oracle: bad line: " << line << "\n";
            return 2;
        }
        if (!dl)
            continue;
        std::string text = line.substr(2);
        size_t tab = text.find('\t');
        if (tab != std::string::npos)
            text = text.substr(0, tab);
        SMDiagnostic err;
        Type *t = parseType(text, err, mod);
        if (!t) {
            std::cerr << "oracle: cannot parse type '" << text
                      << "': " << err.getMessage().str() << "\n";
            return 2;
        }
        std::cout << text << " | bits " << size_text(dl->getTypeSizeInBits(t))
                  << " store " << size_text(dl->getTypeStoreSize(t))
                  << " alloc " << size_text(dl->getTypeAllocSize(t))
                  << " abi " << dl->getABITypeAlign(t).value() << " pref "
                  << dl->getPrefTypeAlign(t).value();
        if (auto *st = dyn_cast<StructType>(t)) {
            const StructLayout *sl = dl->getStructLayout(st);
            std::cout << " offsets ";
            for (unsigned i = 0; i < st->getNumElements(); i++)
                std::cout << (i ? "," : "")
                          << size_text(sl->getElementOffset(i));
            if (st->getNumElements() == 0)
                std::cout << "-";
        }
        std::cout << "\n";
    }
    return 0;
}
