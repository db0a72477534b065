/* output.c - standard output: the query's pieces with writev, and the
 * final flush whose failure is an error. */
#include "config.h"

#include "cli.h"

#include <errno.h>
#include <string.h>
#include <sys/uio.h>
#include <unistd.h>

int output_errno;

/* Pieces go to standard output with writev, behind what stdio holds: the
 * query's text is mostly references to a few dictionaries, not copied. */
#define IOV_BATCH 512

static int writev_all(int fd, struct iovec *iov, int n)
{
    while (n > 0) {
        ssize_t w = writev(fd, iov, n);
        if (w < 0) {
            if (errno == EINTR)
                continue;
            output_errno = errno;
            return -1;
        }
        /* A short write (a pipe): skip what went, go on with the rest. */
        while (n > 0 && (size_t)w >= iov->iov_len) {
            w -= (ssize_t)iov->iov_len;
            iov++;
            n--;
        }
        if (n > 0) {
            iov->iov_base = (char *)iov->iov_base + w;
            iov->iov_len -= (size_t)w;
        }
    }
    return 0;
}

int write_stdout_pieces(void *user, const dlti_piece *pieces, size_t n)
{
    (void)user;
    if (fflush(stdout) != 0) {
        output_errno = errno ? errno : EIO;
        return -1;
    }
    struct iovec iov[IOV_BATCH];
    while (n > 0) {
        int k = n < IOV_BATCH ? (int)n : IOV_BATCH;
        for (int i = 0; i < k; i++)
            iov[i] = (struct iovec){(void *)pieces[i].data, pieces[i].len};
        if (writev_all(fileno(stdout), iov, k) != 0)
            return -1;
        pieces += k;
        n -= (size_t)k;
    }
    return 0;
}

int output_finish(int rc)
{
    if (fflush(stdout) != 0 || ferror(stdout)) {
        int e = errno;
        fprintf(stderr, "%s: error: cannot write output: %s\n", progname,
                e ? strerror(e) : "write error");
        return rc == EXIT_OK ? EXIT_ERR : rc;
    }
    return rc;
}
