// two struct entries: the first in list order is used
module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.struct<()> = dense<32> : vector<1xi64>, !llvm.struct<packed ()> = dense<128> : vector<1xi64>>} {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> !llvm.struct<(i8)>
    "func.return"() : () -> ()
  }) : () -> ()
}
