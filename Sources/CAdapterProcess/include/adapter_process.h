#ifndef DIFFBENCH_ADAPTER_PROCESS_H
#define DIFFBENCH_ADAPTER_PROCESS_H

// Starting adapter processes that die with the harness, and the watchdog
// that ends what they started. Static inline, like CProcessSupport's
// functions, but in a module of its own without _GNU_SOURCE: with it, the
// system headers this one needs declare types (fd_set) unlike Swift's Glibc
// module, and the two modules cannot be imported together.
//
// Both functions fork a process that may have many threads. Between fork and
// exec (or _exit) the child calls only async-signal-safe functions and
// allocates nothing, so a lock another thread held at the fork cannot block it.

#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <signal.h>
#include <stdint.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>
#if defined(__linux__)
#include <sys/prctl.h>
#include <sys/syscall.h>
// The C library declares pipe2 only with _GNU_SOURCE (see above).
extern int pipe2(int descriptors[2], int flags);
#endif

/// A pipe whose two ends are close-on-exec. Linux sets the flag atomically
/// (pipe2); elsewhere (macOS has no pipe2) it is set right after, and a fork
/// by another thread in between could leak the ends into that child until
/// it execs. Returns 0, or -1 with errno set.
static inline int diffbench_cloexec_pipe(int descriptors[2]) {
#if defined(__linux__)
    return pipe2(descriptors, O_CLOEXEC);
#else
    if (pipe(descriptors) != 0) return -1;
    if (fcntl(descriptors[0], F_SETFD, FD_CLOEXEC) != 0 || fcntl(descriptors[1], F_SETFD, FD_CLOEXEC) != 0) {
        int saved = errno;
        close(descriptors[0]);
        close(descriptors[1]);
        errno = saved;
        return -1;
    }
    return 0;
#endif
}

/// Every signal at its default action and none blocked (dispositions set to
/// "ignore" and the signal mask survive exec).
static inline void diffbench_default_signals(void) {
    struct sigaction action = {0};
    action.sa_handler = SIG_DFL;
    // SIGKILL, SIGSTOP and the C library's internal signals refuse; that is fine.
    for (int sig = 1; sig < NSIG; sig++) (void)sigaction(sig, &action, NULL);
    sigset_t none;
    sigemptyset(&none);
    (void)sigprocmask(SIG_SETMASK, &none, NULL);
}

/// The adapter child's set-up before exec: a process group of its own,
/// SIGKILL when the parent thread ends, the three descriptors on 0, 1 and 2,
/// default signals. Returns 0 or the errno of the step that failed; exits at
/// once if the parent has already ended.
static inline int diffbench_prepare_adapter_child(pid_t parent, int input, int output, int log) {
    if (setpgid(0, 0) != 0) return errno;
#if defined(__linux__)
    if (prctl(PR_SET_PDEATHSIG, SIGKILL, 0, 0, 0) != 0) return errno;
#endif
    // The parent may have ended between fork and prctl; then no signal
    // comes, and the child was handed to another process. (Without
    // PR_SET_PDEATHSIG, on macOS, the group watchdog alone ends the adapter
    // when the harness ends.)
    if (getppid() != parent) _exit(127);
    // Above 2 first, so that moving one descriptor cannot overwrite another.
    int in = fcntl(input, F_DUPFD_CLOEXEC, 3);
    int out = fcntl(output, F_DUPFD_CLOEXEC, 3);
    int err = fcntl(log, F_DUPFD_CLOEXEC, 3);
    if (in < 0 || out < 0 || err < 0) return errno;
    if (dup2(in, 0) < 0 || dup2(out, 1) < 0 || dup2(err, 2) < 0) return errno;
    diffbench_default_signals();
    return 0;
}

/// Starts `path` with `argv` and `envp` (NULL-terminated) as an adapter:
/// standard input, output and error on `input`, `output` and `log`, in a
/// process group of its own (its id is the returned pid), with every signal
/// at its default action and unblocked, and on Linux `PR_SET_PDEATHSIG` =
/// SIGKILL.
///
/// The kernel sends that signal when the *thread* that called this function
/// ends, so call it from a thread that lives as long as the process.
///
/// Returns the pid once the child has exec'd, or -1 with `*error` set to the
/// errno of the step that failed (the failed child has been reaped), like
/// posix_spawn.
static inline pid_t diffbench_spawn_adapter(
    const char *path, char *const argv[], char *const envp[], int input, int output, int log, int *error) {
    // The child reports a failure before exec through this pipe; a
    // successful exec closes it (close-on-exec) with nothing written.
    int status[2];
    if (diffbench_cloexec_pipe(status) != 0) {
        *error = errno;
        return -1;
    }
    pid_t parent = getpid();
    // No signal handler of this process may run in the child before its
    // signals are reset.
    sigset_t all, previous;
    sigfillset(&all);
    pthread_sigmask(SIG_SETMASK, &all, &previous);
    pid_t pid = fork();
    if (pid == 0) {
        close(status[0]);
        int failure = diffbench_prepare_adapter_child(parent, input, output, log);
        if (failure == 0) {
            execve(path, argv, envp);
            failure = errno;
        }
        ssize_t written = write(status[1], &failure, sizeof failure);
        (void)written;
        _exit(127);
    }
    int fork_error = errno;
    pthread_sigmask(SIG_SETMASK, &previous, NULL);
    close(status[1]);
    if (pid < 0) {
        close(status[0]);
        *error = fork_error;
        return -1;
    }
    int child_error = 0;
    ssize_t got;
    do {
        got = read(status[0], &child_error, sizeof child_error);
    } while (got < 0 && errno == EINTR);
    close(status[0]);
    if (got == (ssize_t)sizeof child_error) {
        int ignored;
        while (waitpid(pid, &ignored, 0) < 0 && errno == EINTR) {}
        *error = child_error;
        return -1;
    }
    return pid;
}

/// Whether child `pid` has ended, without reaping it: 1 ended (a zombie
/// until `waitpid`), 0 running, -1 not a child of this process. With
/// `block`, waits for it to end.
static inline int diffbench_child_has_ended(pid_t pid, int block) {
    siginfo_t info;
    for (;;) {
        info.si_pid = 0;
        int result = waitid(P_PID, (id_t)pid, &info, WEXITED | WNOWAIT | (block ? 0 : WNOHANG));
        if (result == 0) return info.si_pid == pid ? 1 : 0;
        if (errno != EINTR) return -1;
    }
}

/// The watchdog's loop (never returns): reads process-group ids from
/// descriptor 3 as native `int32_t`s, positive to watch a group, negative to
/// forget it; when every writer has closed the pipe (the harness ended, in
/// whatever way), sends SIGKILL to every group still watched and exits.
static inline void diffbench_run_group_watchdog(void) {
    enum { capacity = 1024 };
    pid_t groups[capacity];
    int count = 0;
    int32_t buffer[64];
    size_t pending = 0;
    for (;;) {
        ssize_t got = read(3, (char *)buffer + pending, sizeof buffer - pending);
        if (got < 0 && errno == EINTR) continue;
        if (got <= 0) break;
        pending += (size_t)got;
        size_t whole = pending / sizeof(int32_t);
        for (size_t index = 0; index < whole; index++) {
            int32_t value = buffer[index];
            if (value > 0 && count < capacity) {
                groups[count++] = value;
            } else if (value < 0) {
                for (int slot = 0; slot < count; slot++) {
                    if (groups[slot] == -value) {
                        groups[slot] = groups[--count];
                        break;
                    }
                }
            }
        }
        size_t rest = pending - whole * sizeof(int32_t);
        for (size_t byte = 0; byte < rest; byte++) {
            ((char *)buffer)[byte] = ((char *)buffer)[whole * sizeof(int32_t) + byte];
        }
        pending = rest;
    }
    for (int slot = 0; slot < count; slot++) (void)kill(-groups[slot], SIGKILL);
    _exit(0);
}

/// Starts the group watchdog: a forked copy of this process (no exec) in a
/// process group of its own, out of reach of the terminal's signals, with
/// /dev/null on 0, 1 and 2 and no other descriptor but the read end of a
/// pipe. Returns the pipe's write end (close-on-exec, so that only this
/// process holds it), or -1 with errno set.
static inline int diffbench_start_group_watchdog(void) {
    int commands[2];
    if (diffbench_cloexec_pipe(commands) != 0) return -1;
    sigset_t all, previous;
    sigfillset(&all);
    pthread_sigmask(SIG_SETMASK, &all, &previous);
    pid_t pid = fork();
    if (pid == 0) {
        (void)setpgid(0, 0);
#if defined(__linux__)
        (void)prctl(PR_SET_NAME, "diffbench-watch", 0, 0, 0);
#endif
        int reading = fcntl(commands[0], F_DUPFD, 3);
        int null = open("/dev/null", O_RDWR);
        for (int fd = 0; fd < 3; fd++) {
            if (null >= 0) (void)dup2(null, fd);
            else (void)close(fd);
        }
        if (reading != 3) (void)dup2(reading, 3);
#if defined(__linux__) && defined(SYS_close_range)
        if (syscall(SYS_close_range, 4U, ~0U, 0U) != 0)
#endif
        {
            for (int fd = 4; fd < 65536; fd++) (void)close(fd);
        }
        diffbench_default_signals();
        struct sigaction ignore = {0};
        ignore.sa_handler = SIG_IGN;
        const int terminal[] = {SIGINT, SIGQUIT, SIGHUP, SIGPIPE, SIGTSTP, SIGTTIN, SIGTTOU};
        for (size_t index = 0; index < sizeof terminal / sizeof terminal[0]; index++) {
            (void)sigaction(terminal[index], &ignore, NULL);
        }
        diffbench_run_group_watchdog();
    }
    int fork_error = errno;
    pthread_sigmask(SIG_SETMASK, &previous, NULL);
    close(commands[0]);
    if (pid < 0) {
        close(commands[1]);
        errno = fork_error;
        return -1;
    }
    return commands[1];
}

#endif
