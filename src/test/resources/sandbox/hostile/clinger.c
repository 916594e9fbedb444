/* Tries to outlive its box: children in sessions of their own that ignore every signal they can and fork again,
 * then the bot blocks. Only SIGKILL from outside, or the end of the box's pid namespace, ends them (issue 41). */
#define _GNU_SOURCE
#include <signal.h>
#include <stdio.h>
#include <sys/prctl.h>
#include <unistd.h>
int main(void) {
    for (int i = 0; i < 4; i++) {
        if (fork() == 0) {
            setsid();
            for (int s = 1; s < 65; s++) signal(s, SIG_IGN);
            prctl(PR_SET_PDEATHSIG, 0);
            if (fork() == 0) setsid();
            for (;;) pause();
        }
    }
    printf("ready\n");
    fflush(stdout);
    for (;;) pause();
}
