"func.func"() ({
^bb0:
}) {function_type = () -> (), sym_name = "f"} : () -> ()
