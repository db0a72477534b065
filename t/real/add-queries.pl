#!/usr/bin/perl
# add-queries.pl F > F.query.mlir
# Copies F and inserts, before the closing brace of the top-level module,
#   func.func @__dlti_queries() { %N = "test.data_layout_query"() : () -> T ... return }
# with one query per identified (non-opaque) !llvm.struct<"NAME", ...> F
# defines (first spelling of each name), per distinct literal !llvm.struct<(...)>
# (at most 6, in order of appearance) and per builtin type of a fixed list.
# If the top-level module has no dlti.dl_spec, the copy gets the x86_64 Linux
# spec (as mlir-translate-22 imports it) so that answers are not all defaults;
# the header comment line of the copy says so.
use strict; use warnings;
my $f = shift or die "usage: $0 FILE\n";
open my $fh, '<', $f or die "$f: $!\n"; local $/; my $text = <$fh>; close $fh;

# Balanced <...> starting at position $p (at the '<'); '->' is not a bracket.
sub balanced { my ($s, $p) = @_; my $d = 0;
  for (my $i = $p; $i < length $s; $i++) {
    my $c = substr($s, $i, 1);
    if ($c eq '"') { my $j = index($s, '"', $i + 1); return undef if $j < 0; $i = $j; next }
    if ($c eq '<') { $d++ } elsif ($c eq '>' && substr($s, $i - 1, 1) ne '-') { $d--; return substr($s, $p, $i - $p + 1) if $d == 0 }
  }
  return undef }

my (@ids, @lits, %seen);
while ($text =~ /struct</g) {
  my $p = pos($text) - 1;
  my $t = balanced($text, $p) // next;
  if ($t =~ /^<"([^"]*)"/) {
    my $name = $1;
    next if $seen{"id:$name"}++;
    next if $t =~ /^<"[^"]*", opaque>$/ || $t eq "<\"$name\">";
    push @ids, "!llvm.struct$t";
  } elsif ($t =~ /^<(?:packed )?\(/) {
    next if $seen{"lit:$t"}++;
    push @lits, "!llvm.struct$t" if @lits < 6;
  }
}
my @types = (@ids, @lits);
push @types, qw(i1 i8 i16 i32 i64 i128 f16 f32 f64 f80 f128 index !llvm.ptr), 'vector<4xf32>', '!llvm.array<3 x i24>';

my $q = "  func.func \@__dlti_queries() {\n";
my $i = 0;
$q .= sprintf("    %%q%d = \"test.data_layout_query\"() : () -> %s\n", $i++, $_) for @types;
$q .= "    return\n  }\n";

my $added = '';
my ($modline) = $text =~ /^(module\b[^\n]*)/m;
die "$f: no top-level module line\n" unless defined $modline;
unless ($modline =~ /^module[^{]*attributes \{.*dlti\.dl_spec/) {
  my $spec = 'dlti.dl_spec = #dlti.dl_spec<!llvm.ptr<270> = dense<32> : vector<4xi64>, !llvm.ptr<271> = dense<32> : vector<4xi64>, !llvm.ptr<272> = dense<64> : vector<4xi64>, i64 = dense<64> : vector<2xi64>, i128 = dense<128> : vector<2xi64>, f80 = dense<128> : vector<2xi64>, !llvm.ptr = dense<64> : vector<4xi64>, i1 = dense<8> : vector<2xi64>, i8 = dense<8> : vector<2xi64>, i16 = dense<16> : vector<2xi64>, i32 = dense<32> : vector<2xi64>, f16 = dense<16> : vector<2xi64>, f64 = dense<64> : vector<2xi64>, f128 = dense<128> : vector<2xi64>, "dlti.endianness" = "little", "dlti.mangling_mode" = "e", "dlti.legal_int_widths" = array<i32: 8, 16, 32, 64>, "dlti.stack_alignment" = 128 : i64>';
  if ($text =~ s/^module attributes \{/module attributes {$spec, /m) { $added = 1 }
  elsif ($text =~ s/^module \{/module attributes {$spec} {/m) { $added = 1 }
  elsif ($text =~ s/^module (\@\S+) attributes \{/module $1 attributes {$spec, /m) { $added = 1 }
  elsif ($text =~ s/^module (\@\S+) \{/module $1 attributes {$spec} {/m) { $added = 1 }
  else { die "$f: no top-level module line to add a dl_spec to\n" }
}
# insert before the last line that is exactly "}"
$text =~ s/\n\}\s*\z/\n$q}\n/ or die "$f: no closing brace of the top-level module\n";
print "// dl_spec added by add-queries.pl (x86_64 Linux), not in the source file\n" if $added;
print $text;
