/* Answers its first turn, then thinks for ever on the second. */
#include <stdio.h>
int main(void) {
    char line[256];
    if (!fgets(line, sizeof line, stdin)) return 1;
    printf("MOVE 1\n");
    fflush(stdout);
    if (!fgets(line, sizeof line, stdin)) return 1;
    volatile unsigned long n = 0;
    for (;;) n++;
}
