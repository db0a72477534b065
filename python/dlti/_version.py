"""The version of the dlti package; the library it loads must have the same
major and minor version (t/t1400-python.sh checks it equals configure.ac's)."""

__version__ = "0.2.0"
