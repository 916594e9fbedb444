/*
 * A neutral load client for line protocols (issue 31): N connections, each sending one command and waiting for its
 * answer before sending the next (closed loop), on one thread with epoll, so the client costs the same whatever
 * server it measures. It prints round trips per second, the latency's p50, p99 and p99.9 over the measured seconds and
 * its own CPU time per round trip; the line {@code measuring} when the measured seconds start.
 *
 * Against the arena's bot port (connection i logs in as team PREFIX(i mod TEAMS), password PASSPREFIX(i mod TEAMS)):
 *   botport_load --port 7071 --connections 100 --teams 25 --login load- --password password- \
 *                --command GET_MY_MATCHES --lines 3 --expect OK
 * Against Redis (inline command, no login):
 *   botport_load --port 6379 --connections 100 --command PING --lines 1 --expect +PONG
 *
 * Built by arena.bench.BotPortVsRedis with: gcc -O2 -o botport_load botport_load.c -lpthread
 */
#define _GNU_SOURCE
#include <errno.h>
#include <netdb.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/epoll.h>
#include <sys/socket.h>
#include <time.h>
#include <unistd.h>
#include <fcntl.h>
#include <arpa/inet.h>

#define BUCKETS 1000000 /* latency in microseconds, up to 1 s; the last bucket counts the rest */
#define LOGIN_THREADS 4 /* the arena holds at most 8 connections per address before login (issue 27) */

static const char *host = "127.0.0.1", *login_prefix = NULL, *password_prefix = "", *command = "PING", *expect = NULL;
static int port, connections = 100, teams = 1, lines_per_answer = 1, seconds = 10, warmup = 3;

typedef struct {
    int fd, index, newlines, checked;
    uint64_t sent_at;
    char first[64];
    int first_len;
} conn_t;

static conn_t *conns;
static uint64_t histogram[BUCKETS];

static uint64_t now_ns(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (uint64_t)t.tv_sec * 1000000000ull + t.tv_nsec;
}

/* CPU time of this process, user and system. */
static uint64_t cpu_ns(void) {
    struct timespec t;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return (uint64_t)t.tv_sec * 1000000000ull + t.tv_nsec;
}

static void die(const char *what, int index) {
    fprintf(stderr, "botport_load: %s (connection %d): %s\n", what, index, errno ? strerror(errno) : "protocol");
    exit(2);
}

static int open_connection(int index) {
    int fd = socket(AF_INET, SOCK_STREAM, 0);
    if (fd < 0) die("socket", index);
    struct sockaddr_in a = {0};
    a.sin_family = AF_INET;
    a.sin_port = htons(port);
    if (inet_pton(AF_INET, host, &a.sin_addr) != 1) die("bad host (an IPv4 address)", index);
    if (connect(fd, (struct sockaddr *)&a, sizeof a) < 0) die("connect", index);
    int one = 1;
    setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
    return fd;
}

/* One line from a blocking socket, byte by byte (only for the greeting). */
static void read_line(int fd, char *buf, size_t size, int index) {
    size_t n = 0;
    for (;;) {
        char c;
        ssize_t r = read(fd, &c, 1);
        if (r <= 0) die("connection closed during login", index);
        if (c == '\n') break;
        if (n + 1 < size) buf[n++] = c;
    }
    if (n > 0 && buf[n - 1] == '\r') n--;
    buf[n] = 0;
}

static void write_all(int fd, const char *s, size_t len, int index) {
    while (len > 0) {
        ssize_t w = write(fd, s, len);
        if (w < 0) {
            if (errno == EINTR) continue;
            die("write", index);
        }
        s += w;
        len -= (size_t)w;
    }
}

static void say(int fd, const char *line, int index) {
    char buf[512];
    int n = snprintf(buf, sizeof buf, "%s\n", line);
    write_all(fd, buf, (size_t)n, index);
}

static void login(conn_t *c) {
    char line[512], name[256], password[256];
    int team = c->index % teams;
    snprintf(name, sizeof name, "%s%d", login_prefix, team);
    snprintf(password, sizeof password, "%s%d", password_prefix, team);
    read_line(c->fd, line, sizeof line, c->index);
    if (strcmp(line, "LOGIN") != 0) { fprintf(stderr, "expected LOGIN, got %s\n", line); exit(2); }
    say(c->fd, name, c->index);
    read_line(c->fd, line, sizeof line, c->index);
    if (strcmp(line, "PASS") != 0) { fprintf(stderr, "expected PASS, got %s\n", line); exit(2); }
    say(c->fd, password, c->index);
    read_line(c->fd, line, sizeof line, c->index);
    if (strcmp(line, "OK") != 0) { fprintf(stderr, "login of %s refused: %s\n", name, line); exit(2); }
}

static void *login_some(void *arg) {
    int first = (int)(intptr_t)arg;
    for (int i = first; i < connections; i += LOGIN_THREADS) {
        conns[i].fd = open_connection(i);
        if (login_prefix) login(&conns[i]);
    }
    return NULL;
}

static double quantile(uint64_t total, double q) {
    uint64_t rank = (uint64_t)(q * (double)total + 0.999999), seen = 0;
    for (int i = 0; i < BUCKETS; i++) {
        seen += histogram[i];
        if (seen >= rank) return (i + 1) / 1000.0;
    }
    return BUCKETS / 1000.0;
}

int main(int argc, char **argv) {
    for (int i = 1; i < argc; i++) {
        const char *o = argv[i];
        if (i + 1 >= argc) { fprintf(stderr, "option %s needs a value\n", o); return 2; }
        const char *v = argv[++i];
        if (!strcmp(o, "--host")) host = v;
        else if (!strcmp(o, "--port")) port = atoi(v);
        else if (!strcmp(o, "--connections")) connections = atoi(v);
        else if (!strcmp(o, "--teams")) teams = atoi(v);
        else if (!strcmp(o, "--login")) login_prefix = v;
        else if (!strcmp(o, "--password")) password_prefix = v;
        else if (!strcmp(o, "--command")) command = v;
        else if (!strcmp(o, "--lines")) lines_per_answer = atoi(v);
        else if (!strcmp(o, "--expect")) expect = v;
        else if (!strcmp(o, "--seconds")) seconds = atoi(v);
        else if (!strcmp(o, "--warmup")) warmup = atoi(v);
        else { fprintf(stderr, "unknown option %s\n", o); return 2; }
    }
    if (port <= 0 || connections <= 0 || teams <= 0 || lines_per_answer <= 0 || seconds <= 0) {
        fprintf(stderr, "usage: botport_load --port P [--host IPv4] [--connections N] [--teams T --login PREFIX --password PREFIX]\n"
                        "       [--command LINE] [--lines ANSWER_LINES] [--expect FIRST_LINE_PREFIX] [--seconds S] [--warmup W]\n");
        return 2;
    }
    conns = calloc((size_t)connections, sizeof *conns);
    for (int i = 0; i < connections; i++) conns[i].index = i;
    pthread_t threads[LOGIN_THREADS];
    for (int t = 0; t < LOGIN_THREADS; t++) pthread_create(&threads[t], NULL, login_some, (void *)(intptr_t)t);
    for (int t = 0; t < LOGIN_THREADS; t++) pthread_join(threads[t], NULL);

    char request[512];
    int request_len = snprintf(request, sizeof request, "%s\n", command);
    int ep = epoll_create1(0);
    for (int i = 0; i < connections; i++) {
        fcntl(conns[i].fd, F_SETFL, fcntl(conns[i].fd, F_GETFL) | O_NONBLOCK);
        struct epoll_event e = {.events = EPOLLIN, .data.ptr = &conns[i]};
        if (epoll_ctl(ep, EPOLL_CTL_ADD, conns[i].fd, &e) < 0) die("epoll_ctl", i);
    }
    uint64_t start = now_ns(), measure_from = start + (uint64_t)warmup * 1000000000ull;
    uint64_t measure_to = measure_from + (uint64_t)seconds * 1000000000ull;
    for (int i = 0; i < connections; i++) {
        conns[i].sent_at = now_ns();
        write_all(conns[i].fd, request, (size_t)request_len, i);
    }
    uint64_t answers = 0, bad = 0, cpu_from = 0;
    int measuring = 0;
    char bad_line[128] = "";
    struct epoll_event events[256];
    char buf[65536];
    for (;;) {
        int n = epoll_wait(ep, events, 256, 100);
        uint64_t t = now_ns();
        if (t >= measure_to) break;
        if (!measuring && t >= measure_from) {
            /* told on its own line, so that a program running this one can sample the server's CPU time now */
            measuring = 1;
            cpu_from = cpu_ns();
            printf("measuring\n");
            fflush(stdout);
        }
        for (int k = 0; k < n; k++) {
            conn_t *c = events[k].data.ptr;
            ssize_t r = read(c->fd, buf, sizeof buf);
            if (r == 0) die("server closed the connection", c->index);
            if (r < 0) {
                if (errno == EAGAIN || errno == EINTR) continue;
                die("read", c->index);
            }
            for (ssize_t j = 0; j < r; j++) {
                char ch = buf[j];
                if (c->newlines == 0 && c->first_len < (int)sizeof c->first - 1 && ch != '\n') c->first[c->first_len++] = ch;
                if (ch != '\n') continue;
                if (++c->newlines < lines_per_answer) continue;
                /* a whole answer: check its first line, count it, send the next command */
                uint64_t done = now_ns();
                c->first[c->first_len] = 0;
                int ok = expect == NULL || strncmp(c->first, expect, strlen(expect)) == 0;
                if (done >= measure_from) {
                    uint64_t micros = (done - c->sent_at) / 1000;
                    histogram[micros < BUCKETS ? micros : BUCKETS - 1]++;
                    answers++;
                    if (!ok && bad++ == 0) snprintf(bad_line, sizeof bad_line, "%s", c->first);
                }
                c->newlines = 0;
                c->first_len = 0;
                if (j + 1 != r) { fprintf(stderr, "answer longer than --lines %d (connection %d)\n", lines_per_answer, c->index); return 2; }
                c->sent_at = now_ns();
                write_all(c->fd, request, (size_t)request_len, c->index);
            }
        }
    }
    double elapsed = (double)(now_ns() - measure_from) / 1e9;
    double client_cpu = (double)(cpu_ns() - cpu_from) / 1e3 / (answers ? answers : 1);
    printf("round trips %llu in %.2f s: %.0f/s, p50 %.3f ms, p99 %.3f ms, p99.9 %.3f ms, client CPU %.1f us a round trip, bad answers %llu%s%s\n",
           (unsigned long long)answers, elapsed, answers / elapsed, quantile(answers, 0.50), quantile(answers, 0.99),
           quantile(answers, 0.999), client_cpu, (unsigned long long)bad, bad ? ", the first: " : "", bad_line);
    return bad ? 1 : 0;
}
