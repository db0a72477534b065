/* output.c - standard output: the query's pieces with writev, or into a
 * regular file through the writer thread (writer.c), written early and
 * taken back if need be; the final flush whose failure is an error, and
 * query -o FILE. */
#include "config.h"

#include "cli.h"

#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/uio.h>
#include <unistd.h>

/* Pieces go to standard output with writev, behind what stdio holds: the
 * query's text is mostly references to a few dictionaries, not copied. */
#define IOV_BATCH 512

/* Where a piece is laid out as an iovec (a pointer, then a length: Linux,
 * the BSDs), writev takes the pieces as they are: no copy of each (3% of
 * the printing thread's instructions).  Only the kernel reads them so. */
#define PIECES_ARE_IOVECS                                                 \
    (sizeof(dlti_piece) == sizeof(struct iovec) &&                        \
     offsetof(dlti_piece, data) == offsetof(struct iovec, iov_base) &&    \
     offsetof(dlti_piece, len) == offsetof(struct iovec, iov_len) &&      \
     sizeof(((dlti_piece *)0)->len) == sizeof(((struct iovec *)0)->iov_len))

/* writev, again when a signal interrupts it. */
static ssize_t writev_intr(int fd, const struct iovec *iov, int n)
{
    ssize_t w;
    do
        w = writev(fd, iov, n);
    while (w < 0 && errno == EINTR);
    return w;
}

/* Writes the `n` iovecs of which the first `done` bytes are written. */
static int writev_all(cli *c, int fd, struct iovec *iov, int n, size_t done)
{
    for (;;) {
        /* A short write (a pipe): skip what went, go on with the rest. */
        while (n > 0 && done >= iov->iov_len) {
            done -= iov->iov_len;
            iov++;
            n--;
        }
        if (n == 0)
            return 0;
        iov->iov_base = (char *)iov->iov_base + done;
        iov->iov_len -= done;
        ssize_t w = writev_intr(fd, iov, n);
        if (w < 0) {
            c->output_errno = errno;
            return -1;
        }
        done = (size_t)w;
    }
}

/* Whether `o` is the null device: what is written there is gone, so
 * text written early needs no taking back. */
static int is_null_device(const struct stat *o)
{
    struct stat n;
    return S_ISCHR(o->st_mode) && stat("/dev/null", &n) == 0 &&
           S_ISCHR(n.st_mode) && n.st_rdev == o->st_rdev;
}

/* What early_mark found standard output to be. */
typedef enum early {
    EARLY_NOT_FILE = -1, /* no regular file (a pipe, a terminal) */
    EARLY_NO = 0,        /* a regular file text cannot be taken back from */
    EARLY_MARKED = 1,    /* a regular file, marked */
    EARLY_NULL = 2       /* /dev/null */
} early;

/* Text written early (DLTI_QUERY_WRITE_EARLY) can be taken back from a
 * regular file: truncated where the query call began (*mark).  Only where
 * the text goes at the file's end (opened to append: its end; not over
 * what a file opened with <> holds), and not when standard error is the
 * same file (a take-back would cut its messages off).  Into /dev/null
 * it is written early too, and taking it back is nothing.  Into a
 * terminal or a pipe the text waits for the whole file's check.  *append:
 * the file was opened to append. */
static early early_mark(long long *mark, int *append)
{
    struct stat o, e;
    if (fstat(STDOUT_FILENO, &o) != 0)
        return EARLY_NO;
    if (!S_ISREG(o.st_mode))
        return is_null_device(&o) ? EARLY_NULL : EARLY_NOT_FILE;
    if (fstat(STDERR_FILENO, &e) == 0 && e.st_dev == o.st_dev &&
        e.st_ino == o.st_ino)
        return EARLY_NO;
    int fl = fcntl(STDOUT_FILENO, F_GETFL);
    *append = fl >= 0 && (fl & O_APPEND);
    off_t at = lseek(STDOUT_FILENO, 0, *append ? SEEK_END : SEEK_CUR);
    if (at < 0 || at != o.st_size)
        return EARLY_NO;
    *mark = at;
    return EARLY_MARKED;
}

/* Output past which the writer thread is stopped (see writer_of). */
#define WRITER_MAX (64LL << 20)

/* The writer thread (writer.c), decided at the first query output of a
 * command: where the text is written early into a regular file, the
 * kernel's copy of it into the file then overlaps the computing of what
 * follows (the rest of the check, the next chunk or file).  Not into a
 * file opened to append (pwrite there appends wherever it is asked to
 * write); then, and into /dev/null, a terminal or a pipe, writev from
 * where the text is; and not with query --single-thread.  NULL: write
 * directly. */
static out_writer *writer_of(cli *c)
{
    if (!c->out_decided) {
        long long mark;
        int append;
        c->out_decided = 1;
        if (!c->single_thread && early_mark(&mark, &append) == EARLY_MARKED &&
            !append && fflush(stdout) == 0) {
            c->writer = writer_start(STDOUT_FILENO, (off_t)mark, !c->beside);
            c->writer_from = mark;
        }
    } else if (c->writer &&
               (long long)writer_mark(c->writer) - c->writer_from > WRITER_MAX) {
        /* Past WRITER_MAX the thread costs more than it saves (large,
         * 514 MB: 1.13-1.30 s against 0.99-1.14 s from one thread): the
         * rest from the calling thread, the file's offset at the text's
         * end (a write error found is said as the query's). */
        int e = writer_stop(c->writer);
        c->writer = NULL;
        if (e && !c->output_errno)
            c->output_errno = e;
    }
    return c->writer;
}

/* Ends the writer thread after everything was written; a write error no
 * query call reported (found by the thread after the last call, or in
 * output_text) is said as the query says one (diag.c).  -1 after any
 * write error.  The next output decides again. */
static int writer_end(cli *c)
{
    int e = c->writer ? writer_stop(c->writer) : 0;
    c->writer = NULL;
    c->out_decided = 0;
    if (e && !c->output_errno)
        c->output_errno = e;
    output_say_error(c);
    return c->output_errno ? -1 : 0;
}

void output_say_error(cli *c)
{
    if (c->output_errno && !c->output_said) {
        c->output_said = 1;
        errorf("cannot write output: %s", strerror(c->output_errno));
    }
}

unsigned output_query_flags(cli *c)
{
    if (c->output_errno)
        return 0;
    out_writer *w = writer_of(c);
    if (w) {
        c->out_mark = (long long)writer_mark(w);
        return DLTI_QUERY_WRITE_EARLY;
    }
    int append;
    if (fflush(stdout) != 0)
        return 0;
    early m = early_mark(&c->out_mark, &append);
    c->out_null = m == EARLY_NULL;
    /* Into a pipe or /dev/null writing costs the printing thread little:
     * the pass goes there too (medium to /dev/null: 0.8 of the time; into
     * a file, no faster).  Into /dev/null the text is written as each body
     * op is printed, on that thread, not after the whole file's check on
     * the caller's. */
    switch (m) {
    case EARLY_MARKED:
        return DLTI_QUERY_WRITE_EARLY;
    case EARLY_NULL:
        return DLTI_QUERY_WRITE_EARLY | DLTI_QUERY_PASS_THREAD;
    case EARLY_NOT_FILE:
        return DLTI_QUERY_PASS_THREAD;
    case EARLY_NO:
        break;
    }
    return 0;
}

/* The take-back: the file truncated at the mark.  A write error goes with
 * the text it failed on (output_errno was this call's): what follows is
 * written as if it never was. */
static int take_back(cli *c)
{
    c->output_errno = 0;
    if (c->out_null)
        return 0; /* (gone already) */
    if (c->writer) {
        int e = writer_take_back(c->writer, (off_t)c->out_mark);
        c->output_errno = e;
        return e ? -1 : 0;
    }
    clearerr(stdout);
    if (fflush(stdout) == 0 &&
        ftruncate(STDOUT_FILENO, (off_t)c->out_mark) == 0 &&
        lseek(STDOUT_FILENO, (off_t)c->out_mark, SEEK_SET) >= 0)
        return 0;
    c->output_errno = errno ? errno : EIO;
    return -1;
}

void output_text(cli *c, const char *s)
{
    if (c->output_errno)
        return; /* (nothing after a failed write) */
    out_writer *w = writer_of(c);
    if (w)
        c->output_errno = writer_put(w, s, strlen(s)); /* (said at the end) */
    else
        fputs(s, stdout);
}

int write_stdout_pieces(void *user, const dlti_piece *pieces, size_t n)
{
    cli *c = user;
    if (!pieces)
        return take_back(c);
    /* After a failed write nothing more is written: one error, said once
     * (diag.c), however many chunks and files follow. */
    if (c->output_errno)
        return -1;
    out_writer *w = writer_of(c);
    if (w) {
        for (size_t i = 0; i < n; i++)
            if ((c->output_errno = writer_put(w, pieces[i].data,
                                              pieces[i].len)) != 0)
                return -1;
        return 0;
    }
    if (fflush(stdout) != 0) {
        c->output_errno = errno ? errno : EIO;
        return -1;
    }
    int fd = fileno(stdout);
    struct iovec iov[IOV_BATCH];
    while (n > 0) {
        int k = n < IOV_BATCH ? (int)n : IOV_BATCH;
        /* (pieces laid out otherwise: none written, all of them wanted) */
        size_t done = 0, want = SIZE_MAX;
        if (PIECES_ARE_IOVECS) {
            want = 0;
            for (int i = 0; i < k; i++)
                want += pieces[i].len;
            ssize_t got =
                writev_intr(fd, (const struct iovec *)(const void *)pieces, k);
            if (got < 0) {
                c->output_errno = errno;
                return -1;
            }
            done = (size_t)got;
        }
        /* A short write (a pipe): the batch copied, and written on from
         * where it stopped. */
        if (done != want) {
            for (int i = 0; i < k; i++)
                iov[i] = (struct iovec){(void *)pieces[i].data, pieces[i].len};
            if (writev_all(c, fd, iov, k, done) != 0)
                return -1;
        }
        pieces += k;
        n -= (size_t)k;
    }
    return 0;
}

int output_finish(cli *c, int rc)
{
    if (writer_end(c) != 0)
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
 * Standard output goes to a temporary file next to FILE, renamed to FILE
 * when everything succeeded; on failure it is removed, and so is an
 * existing FILE, as mlir-opt -o does: no output from an earlier run is
 * left to pass for this one's.  An existing regular FILE that is none of
 * the inputs is removed at the start, on a thread of its own: freeing a
 * large file's pages is ~18 ms for 51 MB on ext4, which then overlaps the
 * query instead of following it, and the rename at the end replaces
 * nothing, so ext4 does not flush the new file's data in it (its
 * auto_da_alloc, ~5 ms more).  A FILE that exists and is not a regular
 * file (/dev/null, a FIFO) is written directly. */

static void *unlink_old(void *arg)
{
    cli *c = arg;
    /* (if it fails, the rename still replaces FILE) */
    unlink(c->out_path);
    return NULL;
}

/* Whether the file `st` is one of the inputs (then it is read after the
 * start, and stays until the rename). */
static int is_input(const struct stat *st, const char *const *inputs,
                    int ninputs)
{
    for (int i = 0; i < ninputs; i++) {
        struct stat in;
        int r = strcmp(inputs[i], "-") == 0 ? fstat(STDIN_FILENO, &in)
                                            : stat(inputs[i], &in);
        if (r == 0 && in.st_dev == st->st_dev && in.st_ino == st->st_ino)
            return 1;
    }
    return 0;
}

/* The old FILE removed, beside the query unless --single-thread. */
static void old_output_remove(cli *c)
{
    if (!c->single_thread &&
        pthread_create(&c->out_unlinker, NULL, unlink_old, c) == 0) {
        c->out_unlinking = 1;
        return;
    }
    unlink_old(c);
}

/* Waits for old_output_remove's thread: before the rename, which must
 * come after the unlink. */
static void old_output_wait(cli *c)
{
    if (c->out_unlinking) {
        pthread_join(c->out_unlinker, NULL);
        c->out_unlinking = 0;
    }
}

int output_open(cli *c, const char *path, const char *const *inputs,
                int ninputs)
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
    /* (lstat: a symbolic link named FILE is not removed here; the rename
     * replaces the link, never touching its target) */
    if (c->out_tmp && exists && lstat(path, &st) == 0 && S_ISREG(st.st_mode) &&
        !is_input(&st, inputs, ninputs))
        old_output_remove(c);
    return 0;
}

int output_close(cli *c, int ok)
{
    int rc = 0, werr = 0;

    if (c->writer) {
        /* its error said as the query's (not as FILE's below) */
        if (writer_end(c) != 0)
            ok = 0;
    }
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
    old_output_wait(c);
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
