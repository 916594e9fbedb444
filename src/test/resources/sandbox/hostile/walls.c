/* A hostile bot against the second wall (issue 41): every call a contest bot never needs, tried with harmless
 * arguments, its result printed as "name -> ok" or "name -> errno N"; then the box's files, its init and its
 * rank for the OOM killer. The test reads the lines; nothing here depends on what the kernel allows. */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <sched.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mount.h>
#include <sys/ptrace.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <sys/timex.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static void said(const char *name, long r) {
    if (r >= 0) printf("%s -> ok\n", name);
    else printf("%s -> errno %d\n", name, errno);
    fflush(stdout);
}

static long sock(int domain, int type, int protocol) {
    int fd = socket(domain, type, protocol);
    if (fd >= 0) close(fd);
    return fd;
}

static void writes(const char *path) {
    char name[64];
    snprintf(name, sizeof name, "write %s", path);
    int fd = open(path, O_CREAT | O_WRONLY | O_TRUNC, 0644);
    if (fd >= 0) close(fd);
    said(name, fd);
}

int main(void) {
    static char zero[4096];
    errno = 0;
    said("io_uring_setup", syscall(SYS_io_uring_setup, 1, zero));
    said("io_uring_enter", syscall(SYS_io_uring_enter, -1, 0, 0, 0, NULL, 0));
    said("io_uring_register", syscall(SYS_io_uring_register, -1, 0, NULL, 0));
    said("add_key", syscall(SYS_add_key, "user", "arena-probe", "v", 1, -2));
    said("keyctl", syscall(SYS_keyctl, 0, -2, 0));
    said("request_key", syscall(SYS_request_key, "user", "arena-none", NULL, 0));
    said("bpf", syscall(SYS_bpf, 15, zero, 16));
    said("userfaultfd", syscall(SYS_userfaultfd, 1 | O_CLOEXEC));
    said("perf_event_open", syscall(SYS_perf_event_open, NULL, 0, -1, -1, 0));
    said("process_vm_readv", syscall(SYS_process_vm_readv, getpid(), NULL, 0, NULL, 0, 0));
    said("process_vm_writev", syscall(SYS_process_vm_writev, getpid(), NULL, 0, NULL, 0, 0));
#ifdef SYS_modify_ldt
    said("modify_ldt", syscall(SYS_modify_ldt, 0, zero, 16));
#endif
    said("kexec_load", syscall(SYS_kexec_load, 0, 0, NULL, 0));
    said("kexec_file_load", syscall(SYS_kexec_file_load, -1, -1, 0, "", 0));
    said("mount", syscall(SYS_mount, NULL, "/tmp", NULL, MS_NOUSER, NULL));
    said("umount2", syscall(SYS_umount2, "/tmp", -1));
    said("pivot_root", syscall(SYS_pivot_root, "/tmp", "/tmp"));
    said("unshare", syscall(SYS_unshare, CLONE_NEWUSER));
    said("setns", syscall(SYS_setns, -1, 0));
    long child = syscall(SYS_clone, CLONE_NEWUSER | SIGCHLD, 0, NULL, NULL, 0);
    if (child == 0) _exit(0);
    if (child > 0) waitpid(child, NULL, 0);
    said("clone-newuser", child);
    said("clone3", syscall(SYS_clone3, NULL, 0));
    said("init_module", syscall(SYS_init_module, NULL, 0, ""));
    said("finit_module", syscall(SYS_finit_module, -1, "", 0));
    said("delete_module", syscall(SYS_delete_module, "arena", 0));
    struct timespec ts = {0, 0};
    said("clock_settime", syscall(SYS_clock_settime, CLOCK_MONOTONIC, &ts));
    said("settimeofday", syscall(SYS_settimeofday, NULL, NULL));
    struct timex tx;
    memset(&tx, 0, sizeof tx);
    said("adjtimex", syscall(SYS_adjtimex, &tx));
    memset(&tx, 0, sizeof tx);
    said("clock_adjtime", syscall(SYS_clock_adjtime, CLOCK_REALTIME, &tx));
    said("socket-vsock", sock(40, SOCK_STREAM, 0));
    said("socket-alg", sock(38, SOCK_SEQPACKET, 0));
    said("socket-netlink-audit", sock(16, SOCK_RAW, 9));
    said("socket-packet", sock(17, SOCK_RAW, 0));
    /* what a runtime needs stays open */
    said("socket-unix", sock(AF_UNIX, SOCK_STREAM, 0));
    said("socket-inet", sock(AF_INET, SOCK_STREAM, 0));
    said("socket-inet6", sock(AF_INET6, SOCK_DGRAM, 0));
    said("socket-netlink-route", sock(16, SOCK_RAW, 0));
    int pair[2];
    long sp = socketpair(AF_UNIX, SOCK_STREAM, 0, pair);
    said("socketpair-unix", sp);
    pid_t f = fork();
    if (f == 0) _exit(0);
    if (f > 0) waitpid(f, NULL, 0);
    said("fork", f);
    /* the box's init */
    long at = ptrace(PTRACE_ATTACH, 1, 0, 0);
    said("ptrace-attach-1", at);
    if (at == 0) {
        waitpid(1, NULL, __WALL);
        ptrace(PTRACE_DETACH, 1, 0, 0);
    }
    int mem = open("/proc/1/mem", O_RDWR);
    said("open /proc/1/mem", mem);
    if (mem >= 0) close(mem);
    /* the box's files */
    writes("/arena-probe");
    writes("/etc/arena-probe");
    writes("/dev/arena-probe");
    writes("/proc/self/oom_score_adj");
    writes("/tmp/arena-probe");
    /* the OOM killer's order */
    char adj[32] = "";
    FILE *a = fopen("/proc/self/oom_score_adj", "r");
    if (a && fgets(adj, sizeof adj, a)) printf("oom_score_adj %s", adj);
    if (a) fclose(a);
    FILE *s = fopen("/proc/self/status", "r");
    char line[256];
    while (s && fgets(line, sizeof line, s)) {
        if (strncmp(line, "Seccomp:", 8) == 0) printf("%s", line);
    }
    if (s) fclose(s);
    /* /dev/shm: a fixed size, or only the memory limit stops it; files of 4 MB each, below the file size rlimit */
    fflush(stdout);
    static char mb[1 << 20];
    memset(mb, 'x', sizeof mb);
    int written = 0, failed = 0;
    for (int i = 0; i < 256 && !failed; i++) {
        char name[64];
        snprintf(name, sizeof name, "/dev/shm/fill-%d", i);
        int shm = open(name, O_CREAT | O_WRONLY | O_TRUNC, 0600);
        if (shm < 0) break;
        for (int k = 0; k < 4; k++) {
            if (write(shm, mb, sizeof mb) != (ssize_t) sizeof mb) {
                failed = 1;
                break;
            }
            written++;
        }
        close(shm);
    }
    printf("shm stopped at %d MB errno %d\n", written, errno);
    printf("DONE\n");
    return 0;
}
