/* Takes the MB given on its first line of stdin, 16 MB at a time, every page touched, saying how much it holds;
 * then holds it until its stdin ends. Two such boxes together ask for more than all boxes may have (issue 41). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
int main(void) {
    int want = 0;
    if (scanf("%d", &want) != 1) return 2;
    for (int held = 16; held <= want; held += 16) {
        char *p = malloc(16u << 20);
        if (!p) { printf("malloc failed at %d MB\n", held - 16); fflush(stdout); return 3; }
        memset(p, 1, 16u << 20);
        printf("held %d\n", held);
        fflush(stdout);
    }
    while (getchar() != EOF) {}
    return 0;
}
