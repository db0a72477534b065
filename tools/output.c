/* output.c - standard output: the query's pieces with writev, or into a
 * regular file through the writer thread (writer.c), written early and
 * taken back if need be; the final flush whose failure is an error, and
 * query -o FILE. */
#include "config.h"

#include "cli.h"

#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/uio.h>
#include <unistd.h>

/* Pieces go to standard output with writev, behind what stdio holds: the
 * query's text is mostly references to a few dictionaries, not copied. */
#define IOV_BATCH 512

static int writev_all(cli *c, int fd, struct iovec *iov, int n)
{
    while (n > 0) {
        ssize_t w = writev(fd, iov, n);
        if (w < 0) {
            if (errno == EINTR)
                continue;
            c->output_errno = errno;
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

/* The writer thread pays where the kernel copies the text into a regular
 * file: that copy then overlaps the computing of the text that follows
 * (the query writes each body op's text early, DLTI_QUERY_WRITE_EARLY;
 * and the next chunk or file).  Into /dev/null, a terminal or a pipe,
 * writev from where the text is costs less than copying it, and text
 * written there cannot be taken back.  Not when standard error is the
 * same file: its messages would overtake the text still in the buffers,
 * and a take-back would cut them off. */
static int wants_writer(void)
{
    struct stat o, e;
    if (fstat(STDOUT_FILENO, &o) != 0 || !S_ISREG(o.st_mode))
        return 0;
    return fstat(STDERR_FILENO, &e) != 0 || e.st_dev != o.st_dev ||
           e.st_ino != o.st_ino;
}

/* The writer thread, started at the first query output of a command when
 * it pays (what stdio holds written first); NULL: write directly. */
static out_writer *writer_of(cli *c)
{
    if (!c->out_decided) {
        c->out_decided = 1;
        if (wants_writer() && fflush(stdout) == 0)
            c->writer = writer_start(STDOUT_FILENO);
    }
    return c->writer;
}

/* Stops the writer thread after everything was written; its write
 * error, or 0.  The next output decides again. */
static int writer_end(cli *c)
{
    int e = c->writer ? writer_stop(c->writer) : 0;
    c->writer = NULL;
    c->out_decided = 0;
    return e;
}

unsigned output_query_flags(cli *c)
{
    out_writer *w = c->output_errno ? NULL : writer_of(c);
    if (!w)
        return 0;
    c->out_mark = writer_mark(w);
    return DLTI_QUERY_WRITE_EARLY;
}

void output_text(cli *c, const char *s)
{
    if (c->output_errno)
        return; /* (nothing after a failed write) */
    out_writer *w = writer_of(c);
    if (!w)
        fputs(s, stdout);
    else
        c->output_errno = writer_put(w, s, strlen(s)); /* (said at the end) */
}

/* The pieces to the writer thread; no piece: the take-back (of a failed
 * write too: output_errno was this call's). */
static int put_pieces(cli *c, out_writer *w, const dlti_piece *pieces,
                      size_t n)
{
    int e = pieces ? 0 : writer_take_back(w, c->out_mark);
    for (size_t i = 0; !e && i < n; i++)
        e = writer_put(w, pieces[i].data, pieces[i].len);
    if (e)
        c->output_errno = e;
    return e ? -1 : 0;
}

int write_stdout_pieces(void *user, const dlti_piece *pieces, size_t n)
{
    cli *c = user;
    out_writer *w = c->writer;
    if (!pieces && w) {
        c->output_errno = 0;
        return put_pieces(c, w, NULL, 0);
    }
    /* After a failed write nothing more is written: one error, said once
     * (diag.c), however many chunks and files follow. */
    if (c->output_errno)
        return -1;
    w = writer_of(c);
    if (w)
        return put_pieces(c, w, pieces, n);
    if (fflush(stdout) != 0) {
        c->output_errno = errno ? errno : EIO;
        return -1;
    }
    struct iovec iov[IOV_BATCH];
    while (n > 0) {
        int k = n < IOV_BATCH ? (int)n : IOV_BATCH;
        for (int i = 0; i < k; i++)
            iov[i] = (struct iovec){(void *)pieces[i].data, pieces[i].len};
        if (writev_all(c, fileno(stdout), iov, k) != 0)
            return -1;
        pieces += k;
        n -= (size_t)k;
    }
    return 0;
}

/* Ends the writer thread: a write error no query call reported (found
 * by the thread after the last call, or in output_text) is said as the
 * query says one (diag.c), whenever the thread found it.  -1 after any
 * write error. */
static int writer_said(cli *c)
{
    int e = writer_end(c);
    if (e && !c->output_errno)
        c->output_errno = e;
    if (c->output_errno && !c->output_said) {
        c->output_said = 1;
        errorf("cannot write output: %s", strerror(c->output_errno));
    }
    return c->output_errno ? -1 : 0;
}

int output_finish(cli *c, int rc)
{
    if (writer_said(c) != 0)
        return rc == EXIT_OK ? EXIT_ERR : rc;
    if (fflush(stdout) != 0 || ferror(stdout)) {
        int e = errno;
        if (c->output_said) /* the query's failed write, said (diag.c) */
            return rc == EXIT_OK ? EXIT_ERR : rc;
        fprintf(stderr, "%s: error: cannot write output: %s\n", PROGNAME,
                e ? strerror(e) : "write error");
        return rc == EXIT_OK ? EXIT_ERR : rc;
    }
    return rc;
}

/* ---- query -o FILE ---------------------------------------------------------
 * Standard output goes to a temporary file next to FILE, renamed over it
 * when everything succeeded; on failure it is removed, and so is an
 * existing FILE, as mlir-opt -o does: no output from an earlier run is
 * left to pass for this one's.  A FILE that exists and is not a regular
 * file (/dev/null, a FIFO) is written directly. */

int output_open(cli *c, const char *path)
{
    struct stat st;
    int fd, exists = stat(path, &st) == 0;

    c->out_path = path;
    if (exists && !S_ISREG(st.st_mode)) {
        fd = open(path, O_WRONLY | O_TRUNC);
    } else {
        size_t n = strlen(path);
        mode_t mask = umask(0);
        umask(mask);
        c->out_tmp = malloc(n + sizeof ".XXXXXX");
        if (!c->out_tmp) {
            out_of_memory();
            return -1;
        }
        memcpy(c->out_tmp, path, n);
        memcpy(c->out_tmp + n, ".XXXXXX", sizeof ".XXXXXX");
        fd = mkstemp(c->out_tmp);
        if (fd >= 0 &&
            fchmod(fd, exists ? st.st_mode & 07777 : 0666 & ~mask) != 0) {
            int e = errno;
            close(fd);
            unlink(c->out_tmp);
            errno = e;
            fd = -1;
        }
    }
    if (fd < 0) {
        errorf("cannot open output file '%s': %s", path, strerror(errno));
        free(c->out_tmp);
        c->out_tmp = NULL;
        return -1;
    }
    fflush(stdout);
    c->out_saved = dup(STDOUT_FILENO);
    if (c->out_saved < 0 || dup2(fd, STDOUT_FILENO) < 0) {
        errorf("cannot open output file '%s': %s", path, strerror(errno));
        close(fd);
        if (c->out_saved >= 0)
            close(c->out_saved);
        c->out_saved = -1;
        if (c->out_tmp)
            unlink(c->out_tmp);
        free(c->out_tmp);
        c->out_tmp = NULL;
        return -1;
    }
    close(fd);
    return 0;
}

int output_close(cli *c, int ok)
{
    int rc = writer_said(c), werr = 0;

    if (fflush(stdout) != 0 || ferror(stdout))
        werr = errno ? errno : EIO;
    if (c->out_saved >= 0) {
        dup2(c->out_saved, STDOUT_FILENO);
        close(c->out_saved);
        c->out_saved = -1;
    }
    clearerr(stdout);
    if (werr && !c->output_errno) {
        errorf("cannot write output file '%s': %s", c->out_path,
               strerror(werr));
        rc = -1;
    }
    if (c->out_tmp) {
        if (ok && rc == 0 && rename(c->out_tmp, c->out_path) != 0) {
            errorf("cannot write output file '%s': %s", c->out_path,
                   strerror(errno));
            rc = -1;
        }
        if (!ok || rc != 0) {
            unlink(c->out_tmp);
            unlink(c->out_path);
        }
        free(c->out_tmp);
        c->out_tmp = NULL;
    }
    return rc;
}
