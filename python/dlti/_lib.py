"""Loading libdlti and the ctypes declarations of the C API the package calls.

The library is loaded once, on first use, by its soname ``libdlti.so.0`` (the
run-time name, never the ``libdlti.so`` symlink of the -dev package):

1. the file named by the environment variable ``DLTI_LIBRARY``, if set;
2. else, when the package was installed by ``make install``, the library of
   that installation (``_config.LIBDIR``, written at build time);
3. else ``libdlti.so.0`` through the system's loader search path
   (``ldconfig``, ``LD_LIBRARY_PATH``): the case of ``pip install``.

A library whose ``dlti_version()`` has another major or minor version than
this package is refused.  Every declaration below mirrors a prototype of
``include/dlti/dlti.h`` or ``include/dlti/plugin.h``; t/python/test_header.py
compares them, so a header change cannot silently break the module.
"""

from __future__ import annotations

import ctypes
import os
import threading
from ctypes import (
    CFUNCTYPE,
    POINTER,
    Structure,
    c_char,
    c_char_p,
    c_int,
    c_int64,
    c_size_t,
    c_uint,
    c_uint32,
    c_uint64,
    c_void_p,
)
from typing import Any, Optional

from ._version import __version__

SONAME = "libdlti.so.0"

# Status codes (enum dlti_status) and severities (enum dlti_severity).
OK = 0
ERR_NOMEM = 5
SEVERITIES = ("error", "warning", "note", "remark")
RULES = {"mlir": 0, "llvm": 1}


class dlti_size(Structure):
    _fields_ = [("value", c_uint64), ("scalable", c_int)]


class dlti_loc(Structure):
    _fields_ = [("file", c_char_p), ("line", c_uint), ("col", c_uint)]


class dlti_field_info(Structure):
    _fields_ = [("type", c_void_p), ("offset", c_uint64)]


class dlti_explanation(Structure):
    _fields_ = [
        ("why", c_int),
        ("entry", c_void_p),
        ("entry_scope", c_void_p),
        ("inherited", c_int),
        ("entry_loc", dlti_loc),
        ("overrides", c_void_p),
        ("overrides_scope", c_void_p),
        ("via", c_void_p),
        ("via_query", c_int),
        ("n_entries", c_size_t),
        ("rule", c_char_p),
    ]


class dlti_query_options(Structure):
    _fields_ = [
        ("flags", c_uint),
        ("first_line", c_uint),
        ("first_col", c_uint),
        ("verify_only", c_int),
    ]


DIAG_HANDLER = CFUNCTYPE(None, c_void_p, c_int, POINTER(dlti_loc), c_char_p)
WALK_FN = CFUNCTYPE(c_int, c_void_p, c_void_p)
WRITE_FN = CFUNCTYPE(c_int, c_void_p, POINTER(c_char), c_size_t)
ALIAS_FN = CFUNCTYPE(c_int, POINTER(c_char), c_size_t, c_void_p, c_void_p)
TYPE_FN = CFUNCTYPE(c_int, c_void_p, c_void_p)

_P = c_void_p  # every handle: context, type, attribute, op, layout
_STATUS = c_int

# name: (restype, argtypes), as in the header.
PROTOTYPES: dict = {
    "dlti_version": (c_char_p, []),
    "dlti_status_string": (c_char_p, [c_int]),
    "dlti_context_new": (_P, []),
    "dlti_context_free": (None, [_P]),
    "dlti_context_set_diag_handler": (None, [_P, DIAG_HANDLER, c_void_p]),
    "dlti_context_error_count": (c_uint, [_P]),
    "dlti_context_add_plugin_dir": (_STATUS, [_P, c_char_p]),
    "dlti_free": (None, [c_void_p]),
    "dlti_parse_source": (_STATUS, [_P, c_char_p, c_char_p, c_size_t, POINTER(_P)]),
    "dlti_parse_scopes": (_STATUS, [_P, c_char_p, c_char_p, c_size_t, c_uint, POINTER(_P)]),
    "dlti_parse_type_named": (_STATUS, [_P, c_char_p, c_char_p, c_size_t, POINTER(_P)]),
    "dlti_parse_type_in": (_STATUS, [_P, c_char_p, c_char_p, c_size_t, POINTER(_P)]),
    "dlti_verify": (_STATUS, [_P]),
    "dlti_type_to_string": (c_void_p, [_P]),
    "dlti_type_to_string_bounded": (c_void_p, [_P, c_size_t, POINTER(c_int)]),
    "dlti_attr_to_string": (c_void_p, [_P]),
    "dlti_index_type": (_P, [_P]),
    "dlti_type_is_integer": (c_int, [_P, POINTER(c_uint), POINTER(c_int)]),
    "dlti_type_is_float": (c_int, [_P, POINTER(c_uint)]),
    "dlti_type_is_vector": (c_int, [_P, POINTER(c_uint), POINTER(_P)]),
    "dlti_op_name": (c_char_p, [_P]),
    "dlti_op_loc": (dlti_loc, [_P]),
    "dlti_op_parent": (_P, [_P]),
    "dlti_op_attr": (_P, [_P, c_char_p]),
    "dlti_op_walk": (c_int, [_P, WALK_FN, c_void_p]),
    "dlti_op_is_scope": (c_int, [_P]),
    "dlti_op_symbol_name": (POINTER(c_char), [_P, POINTER(c_size_t)]),
    "dlti_attr_get_string": (POINTER(c_char), [_P, POINTER(c_size_t)]),
    # (the body is the library's string, read with string_at: not freed)
    "dlti_attr_opaque_body": (c_void_p, [_P, POINTER(c_void_p), POINTER(c_size_t)]),
    "dlti_attr_opaque_ref": (_P, [_P, c_size_t, POINTER(c_size_t)]),
    "dlti_file_attr_aliases": (c_int, [_P, ALIAS_FN, c_void_p]),
    "dlti_context_walk_types": (c_int, [_P, TYPE_FN, c_void_p]),
    "dlti_data_layout_new": (_STATUS, [_P, _P, POINTER(_P)]),
    "dlti_data_layout_free": (None, [_P]),
    "dlti_data_layout_set_rules": (_STATUS, [_P, c_int]),
    "dlti_type_size": (_STATUS, [_P, _P, POINTER(dlti_size)]),
    "dlti_type_size_in_bits": (_STATUS, [_P, _P, POINTER(dlti_size)]),
    "dlti_type_abi_alignment": (_STATUS, [_P, _P, POINTER(c_uint64)]),
    "dlti_type_preferred_alignment": (_STATUS, [_P, _P, POINTER(c_uint64)]),
    "dlti_type_index_bitwidth": (_STATUS, [_P, _P, POINTER(c_uint64), POINTER(c_int)]),
    "dlti_type_num_fields": (_STATUS, [_P, _P, POINTER(c_size_t), POINTER(c_int)]),
    "dlti_type_field": (_STATUS, [_P, _P, c_size_t, POINTER(dlti_field_info)]),
    "dlti_explain": (_STATUS, [_P, _P, c_int, POINTER(dlti_explanation)]),
    "dlti_data_layout_set_llvm_layout": (_STATUS, [_P, c_char_p, c_char_p, c_size_t]),
    # (*source is the library's string, read with string_at: not freed)
    "dlti_data_layout_llvm_string": (c_char_p, [_P, POINTER(c_void_p)]),
    "dlti_type_store_size": (_STATUS, [_P, _P, POINTER(dlti_size)]),
    "dlti_type_alloc_size": (_STATUS, [_P, _P, POINTER(dlti_size)]),
    "dlti_memref_strides": (_STATUS, [_P, c_size_t, POINTER(c_int64), POINTER(c_size_t),
                                      POINTER(c_int64), POINTER(c_int)]),
    "dlti_memref_contiguous": (_STATUS, [_P, c_size_t, POINTER(c_uint32), POINTER(c_int)]),
    "dlti_layout_endianness": (_P, [_P]),
    "dlti_layout_default_memory_space": (_P, [_P]),
    "dlti_layout_alloca_memory_space": (_P, [_P]),
    "dlti_layout_program_memory_space": (_P, [_P]),
    "dlti_layout_global_memory_space": (_P, [_P]),
    "dlti_layout_function_pointer_alignment": (_P, [_P]),
    "dlti_layout_legal_int_widths": (_P, [_P]),
    "dlti_layout_mangling_mode": (_P, [_P]),
    "dlti_layout_stack_alignment": (_STATUS, [_P, POINTER(c_uint64)]),
    "dlti_layout_entry": (_P, [_P, c_size_t]),
    "dlti_layout_target_system_spec": (_P, [_P]),
    "dlti_entry_list_at": (_P, [_P, c_size_t]),
    "dlti_entry_key_type": (_P, [_P]),
    "dlti_entry_key_string": (c_char_p, [_P]),
    "dlti_entry_value": (_P, [_P]),
    "dlti_spec_import": (_STATUS, [_P, c_char_p, c_char_p, c_char_p, c_size_t, POINTER(_P)]),
    "dlti_spec_module": (_STATUS, [_P, _P, POINTER(_P)]),
    "dlti_op_export": (_STATUS, [_P, c_char_p, c_char_p, POINTER(c_void_p)]),
    "dlti_query_source": (_STATUS, [_P, c_char_p, c_char_p, c_size_t, c_uint, WRITE_FN, c_void_p]),
    "dlti_query_source_opts": (_STATUS, [_P, c_char_p, c_char_p, c_size_t,
                                         POINTER(dlti_query_options), c_void_p, c_void_p]),
}


class LibraryError(Exception):
    """Raised (as dlti.Error) when libdlti cannot be loaded or is refused."""


_lock = threading.Lock()
_lib: Optional[ctypes.CDLL] = None
_path: Optional[str] = None


def _candidate() -> str:
    env = os.environ.get("DLTI_LIBRARY")
    if env:
        return env
    try:
        from . import _config  # type: ignore[attr-defined]  # made by make
    except ImportError:
        return SONAME
    path = os.path.join(_config.LIBDIR, SONAME)
    return path if os.path.exists(path) else SONAME


def _major_minor(v: str) -> tuple:
    return tuple(v.split(".")[:2])


def load() -> ctypes.CDLL:
    """The loaded library (loaded and checked on first call)."""
    global _lib, _path
    if _lib is not None:
        return _lib
    with _lock:
        if _lib is not None:
            return _lib
        path = _candidate()
        how = ("DLTI_LIBRARY" if os.environ.get("DLTI_LIBRARY")
               else "the system's library search path" if path == SONAME
               else "the installation's libdir")
        try:
            lib = ctypes.CDLL(path)
        except OSError as e:
            raise LibraryError(
                f"cannot load the dlti library {path} (from {how}): {e}; "
                f"install dlti, or set DLTI_LIBRARY to its {SONAME}") from None
        try:
            ver = ctypes.CFUNCTYPE(c_char_p)(("dlti_version", lib))()
        except AttributeError:
            raise LibraryError(f"{path} is not libdlti: it has no dlti_version") from None
        version = (ver or b"").decode("utf-8", "replace")
        if _major_minor(version) != _major_minor(__version__):
            raise LibraryError(
                f"the dlti library {path} is version {version}, this dlti "
                f"package {__version__} needs {'.'.join(_major_minor(__version__))}.x; "
                f"install the matching library or package, or point DLTI_LIBRARY "
                f"at a matching {SONAME}")
        for name, (res, args) in PROTOTYPES.items():
            try:
                f = getattr(lib, name)
            except AttributeError:
                raise LibraryError(f"the dlti library {path} ({version}) lacks {name}") from None
            f.restype = res
            f.argtypes = args
        _path = path
        _lib = lib
        return lib


def library_info() -> dict:
    """Where the library was loaded from and its version."""
    lib = load()
    return {"path": _path, "version": lib.dlti_version().decode()}


def take_string(lib: Any, p: Optional[int]) -> Optional[str]:
    """A malloc'ed C string as str, freed with dlti_free (None for NULL)."""
    if not p:
        return None
    try:
        return ctypes.string_at(p).decode("utf-8", "replace")
    finally:
        lib.dlti_free(p)


def counted(p: Any, n: int) -> str:
    """`n` bytes at the char pointer `p`."""
    return ctypes.string_at(p, n).decode("utf-8", "replace")
