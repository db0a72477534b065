/* shortwrite.c - an LD_PRELOAD shim for t/t0930-output.sh: each writev
 * writes at most SHORTWRITE_MAX bytes, stopping inside a piece, as a pipe
 * a signal interrupts can: the caller must go on from there. */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <sys/types.h>
#include <sys/uio.h>

#define SHORTWRITE_MAX 4093 /* (odd: cuts pieces anywhere) */
#define SHORTWRITE_IOV 64

ssize_t writev(int fd, const struct iovec *iov, int n)
{
    static ssize_t (*real)(int, const struct iovec *, int);
    if (!real)
        *(void **)&real = dlsym(RTLD_NEXT, "writev");
    if (!real)
        return -1;
    struct iovec part[SHORTWRITE_IOV];
    size_t left = SHORTWRITE_MAX;
    int k = 0;
    for (int i = 0; i < n && left && k < SHORTWRITE_IOV; i++) {
        size_t l = iov[i].iov_len < left ? iov[i].iov_len : left;
        part[k].iov_base = iov[i].iov_base;
        part[k].iov_len = l;
        k++;
        left -= l;
    }
    return real(fd, part, k);
}
