/* runstat.c - runs a command and prints its wall time, user time and peak
 * RSS, for bench/run.sh (no dependency on GNU time).
 *
 *   runstat [-n N] [-o FILE] -- COMMAND [ARG...]
 *
 * Runs COMMAND N times (default 1) with stdout to FILE (default /dev/null)
 * and prints "WALL_S USER_S MAXRSS_KB EXIT SYS_S": the median wall and user
 * times in seconds, the largest peak RSS, the last exit status (128+signal
 * when killed), and the median system time (last: older readers take four
 * columns).
 */
#define _DEFAULT_SOURCE

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/time.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static double now_s(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec + ts.tv_nsec / 1e9;
}

int main(int argc, char **argv)
{
    const char *out = "/dev/null";
    long runs = 1;
    int i = 1;
    for (; i < argc && strcmp(argv[i], "--") != 0; i++) {
        if (!strcmp(argv[i], "-n") && i + 1 < argc)
            runs = strtol(argv[++i], NULL, 10);
        else if (!strcmp(argv[i], "-o") && i + 1 < argc)
            out = argv[++i];
        else
            break;
    }
    if (i >= argc || strcmp(argv[i], "--") != 0 || i + 1 >= argc ||
        runs < 1) {
        fputs("Usage: runstat [-n N] [-o FILE] -- COMMAND [ARG...]\n", stderr);
        return 2;
    }
    char **cmd = argv + i + 1;
    double *wall = malloc(runs * sizeof *wall);
    double *user = malloc(runs * sizeof *user);
    double *sys = malloc(runs * sizeof *sys);
    long maxrss = 0;
    int status = 0;
    if (!wall || !user || !sys) {
        fputs("runstat: out of memory\n", stderr);
        return 1;
    }
    for (long r = 0; r < runs; r++) {
        double t0 = now_s();
        pid_t pid = fork();
        if (pid < 0) {
            perror("runstat: fork");
            return 1;
        }
        if (pid == 0) {
            int fd = open(out, O_WRONLY | O_CREAT | O_TRUNC, 0666);
            if (fd < 0 || dup2(fd, 1) < 0) {
                perror(out);
                _exit(127);
            }
            close(fd);
            execvp(cmd[0], cmd);
            perror(cmd[0]);
            _exit(127);
        }
        struct rusage ru;
        int st;
        while (wait4(pid, &st, 0, &ru) < 0) {
            if (errno != EINTR) {
                perror("runstat: wait4");
                return 1;
            }
        }
        wall[r] = now_s() - t0;
        user[r] = ru.ru_utime.tv_sec + ru.ru_utime.tv_usec / 1e6;
        sys[r] = ru.ru_stime.tv_sec + ru.ru_stime.tv_usec / 1e6;
        if (ru.ru_maxrss > maxrss)
            maxrss = ru.ru_maxrss;
        status = WIFEXITED(st) ? WEXITSTATUS(st) : 128 + WTERMSIG(st);
    }
    qsort(wall, runs, sizeof *wall, cmp_double);
    qsort(user, runs, sizeof *user, cmp_double);
    qsort(sys, runs, sizeof *sys, cmp_double);
    printf("%.6f %.6f %ld %d %.6f\n", wall[runs / 2], user[runs / 2], maxrss,
           status, sys[runs / 2]);
    free(wall);
    free(user);
    free(sys);
    return 0;
}
