#!/usr/bin/perl
# gen-probe.pl - golden for the *LLVM-parsed* layout (expected-probe.txt),
# observed through the real LLVM 22 tools; never uses dl_string.c.
# Usage: perl gen-probe.pl [cases.txt] > expected-probe.txt
#
# For each case accepted by llvm-as-22 a probe module is built whose loads
# and allocas carry no explicit alignment, so LLVM's IR parser fills in
# DataLayout::getABITypeAlign (load) and getPrefTypeAlign (alloca):
#   llvm-as-22 | llvm-dis-22   -> abi= / pref= (bytes)
#   opt-22 -passes=instcombine -> alloc= (bytes: sizeof via a constant-folded
#                                 GEP on null), idx= (bits: the GEP index is
#                                 canonicalised to the index type), P= (the
#                                 functions' address space)
# Probed types (driver.c's probe_list derives the same list):
#   ints   i1 i8 i16 i24 i32 i48 i64 i128 i256 + every i<w>: token (w<=4096)
#   floats half bfloat float double x86_fp80 fp128 ppc_fp128
#   vecs   <K x i8> for v16 v32 v64 v96 v128 v256 v512 + every v<w>: token
#          (w%8==0, 8<=w<=65536)
#   ptrs   addrspace 0 1 2 3 5 7 270 + every p[a-z]*<n> token and ni:<n>
#   struct {i8}  (aggregate alignment)
use strict;
use warnings;
use File::Temp qw(tempdir);

my $AS  = $ENV{LLVM_AS}  // 'llvm-as-22';
my $DIS = $ENV{LLVM_DIS} // 'llvm-dis-22';
my $OPT = $ENV{OPT}      // 'opt-22';
my $cases = shift // do { my $d = $0; $d =~ s{[^/]*$}{}; ($d || './') . 'cases.txt' };
my $tmp = tempdir(CLEANUP => 1);

open my $in, '<', $cases or die "$cases: $!";
while (my $line = <$in>) {
    chomp $line;
    next if $line eq '' || $line =~ /^#/;
    my $s = $line eq '<empty>' ? '' : $line;
    write_file("$tmp/x.ll", "target datalayout = \"$s\"\n");
    next if system("$AS $tmp/x.ll -o /dev/null 2>/dev/null") != 0;
    print "case: $line\n";

    my (%i, %v, %p);
    $i{$_} = 1 for (1, 8, 16, 24, 32, 48, 64, 128, 256);
    $v{$_} = 1 for (16, 32, 64, 96, 128, 256, 512);
    $p{$_} = 1 for (0, 1, 2, 3, 5, 7, 270);
    for my $t (split /-/, $s, -1) {
        if ($t =~ /^i(\d+):/) { $i{$1 + 0} = 1 if length($1) < 6 && $1 >= 1 && $1 <= 4096 }
        elsif ($t =~ /^v(\d+):/) { $v{$1 + 0} = 1 if length($1) < 7 && $1 % 8 == 0 && $1 >= 8 && $1 <= 65536 }
        elsif ($t =~ /^ni:(.*)$/) { for (split /:/, $1) { $p{$_ + 0} = 1 if /^\d{1,8}$/ && $_ < 16777216 } }
        elsif ($t =~ /^p[a-z]*(\d+)/) { $p{$1 + 0} = 1 if length($1) < 9 && $1 < 16777216 }
    }
    my @items;
    push @items, ["i$_", "i$_"] for sort { $a <=> $b } keys %i;
    push @items, [$_, $_] for qw(half bfloat float double x86_fp80 fp128 ppc_fp128);
    push @items, ["v$_", '<' . ($_ / 8) . ' x i8>'] for sort { $a <=> $b } keys %v;
    push @items, ["p$_", $_ ? "ptr addrspace($_)" : 'ptr'] for sort { $a <=> $b } keys %p;
    push @items, ['struct', '{i8}'];

    my $m = "target datalayout = \"$s\"\n";
    for my $k (0 .. $#items) {
        my ($name, $ty) = @{ $items[$k] };
        $m .= "define $ty \@ld$k(ptr %p) {\n  %v$k = load $ty, ptr %p\n  ret $ty %v$k\n}\n";
        $m .= "define void \@al$k() {\n  %a$k = alloca $ty\n  ret void\n}\n";
        if ($name =~ /^p\d+$/) {
            $m .= "define i64 \@sz$k() {\n  ret i64 ptrtoint (ptr getelementptr ($ty, ptr null, i32 1) to i64)\n}\n";
            $m .= "define $ty \@ix$k($ty %p, i64 %i) {\n  %q$k = getelementptr i8, $ty %p, i64 %i\n  ret $ty %q$k\n}\n";
        }
    }
    write_file("$tmp/p.ll", $m);
    my $dis = `$AS $tmp/p.ll -o - 2>&1 | $DIS -o - 2>&1`;
    my $opt = `$OPT -S -passes=instcombine $tmp/p.ll -o - 2>&1`;
    my (%abi, %pref, %size, $P);
    $abi{$1} = $2 while $dis =~ /%v(\d+) = load .*, align (\d+)/g;
    $pref{$1} = $2 while $dis =~ /%a(\d+) = alloca .*?, align (\d+)/g;
    $size{$1} = $2 while $opt =~ /define i64 \@sz(\d+)\(\).*\n\s*ret i64 (\d+)/g;
    $P = ($opt =~ /define void \@al0\(\)(?: addrspace\((\d+)\))?/) ? ($1 // 0) : '?';
    for my $k (0 .. $#items) {
        my $name = $items[$k][0];
        my $o = "probe: $name abi=" . ($abi{$k} // '?') . ' pref=' . ($pref{$k} // '?');
        if ($name =~ /^p\d+$/) {
            my $ix = '?';
            if ($opt =~ /\@ix$k\((.*?)\n((?:.*\n)*?)\}/) {
                my $body = $2;
                $ix = $body =~ /%q$k = getelementptr i8, ptr(?: addrspace\(\d+\))? %p, i(\d+)/ ? $1 : '?';
            }
            $o .= ' alloc=' . ($size{$k} // '?') . " idx=$ix";
        }
        print "$o\n";
    }
    print "probe: P=$P\n";
}

sub write_file {
    my ($f, $c) = @_;
    open my $h, '>', $f or die "$f: $!";
    print $h $c;
    close $h;
}
