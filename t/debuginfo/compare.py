"""compare.py - t/t1280-debug-names.sh: pahole's view of each C record
(structs.pahole) against the "c" key of `dlti layout --fields
--format=json` rows (the JSON files named on the command line): member
names, offsets (a bitfield's bit too), sizes, and the totals pahole prints
(size, sum members, holes, sum holes, padding, bitfield bits).  Prints one
line per difference, then "checked N records, M members"."""
import json
import re
import sys

# A base class: "/* struct Base   <ancestor>; */   /*  0  16 */".
ANCESTOR = re.compile(r"^\t/\* .+?\s+<ancestor>; \*/\s+/\*\s+(?P<off>\d+)\s+(?P<size>\d+)\s+\*/$")
MEMBER = re.compile(r"^\t(?P<decl>[^\t/][^/]*?);\s+/\*\s+(?P<off>\d+)(?::\s*(?P<bit>\d+))?\s+(?P<size>\d+)\s+\*/$")


def pahole(path):
    recs, cur = {}, None
    for line in open(path):
        line = line.rstrip("\n")
        # (a C++ record's name may have template arguments; its bases
        # follow " : ")
        m = re.match(r"^(struct|union|class) (.+?)(?: : [^{]*)? \{$", line)
        if m:
            cur = recs[f"{m.group(1)} {m.group(2)}"] = {"members": [], "totals": {}}
            continue
        if cur is None:
            continue
        if line.startswith("}"):
            cur = None
            continue
        m = ANCESTOR.match(line)
        if m:
            cur["members"].append(("<ancestor>", int(m.group("off")), None,
                                   int(m.group("size"))))
            continue
        m = MEMBER.match(line)
        if m:
            decl = re.sub(r"\s*__attribute__\(\(.*\)\)", "", m.group("decl"))
            decl = re.sub(r"(\[\d*\])+$", "", re.sub(r":\d+$", "", decl.strip()))
            name = "" if decl.endswith("}") else re.split(r"[\s*]", decl)[-1]
            cur["members"].append((name, int(m.group("off")),
                                   int(m.group("bit")) if m.group("bit") else None,
                                   int(m.group("size"))))
            continue
        for key, pat in (("size", r"size: (\d+)"), ("sum_members", r"sum members: (\d+)"),
                         ("holes", r"holes: (\d+), sum holes"), ("sum_holes", r"sum holes: (\d+)"),
                         ("padding", r"/\* padding: (\d+)"), ("bits", r"sum bitfield members: (\d+) bits")):
            m = re.search(pat, line)
            if m:
                cur["totals"][key] = int(m.group(1))
    return recs


def main():
    recs = pahole(sys.argv[1])
    bad, nrec, nmem = [], 0, 0
    for path in sys.argv[2:]:
        for row in json.load(open(path)):
            c = row.get("c")
            if not c or c["type"] not in recs:
                continue
            want = recs[c["type"]]
            got = [(m["name"], m["offset"], m.get("bit_offset"), m["size"]) for m in c["members"]]
            if got != want["members"]:
                bad.append(f"{c['type']}: members {got}, pahole {want['members']}")
            t = want["totals"]
            # pahole leaves bases out of sum members (and says that its
            # totals then do not add up); dlti counts them
            bases = sum(m["size"] for m in c["members"] if m["name"] == "<ancestor>")
            mine = {"size": c["size"], "sum_members": c["sum_members"] - bases,
                    "holes": len(c["holes"]), "sum_holes": sum(h["size"] for h in c["holes"]),
                    "padding": c["padding"], "bits": c["bits"]}
            if c["kind"] != "union":
                # pahole leaves out a total that is 0 (and sum members
                # when no hole).
                for key in ("holes", "sum_holes", "padding", "bits"):
                    t.setdefault(key, 0)
                for key, v in t.items():
                    if mine[key] != v:
                        bad.append(f"{c['type']}: {key} {mine[key]}, pahole {v}")
            nrec += 1
            nmem += len(got)
    for b in bad:
        print(b)
    print(f"checked {nrec} records, {nmem} members")


main()
