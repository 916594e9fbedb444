/* Takes 2 GB, 16 MB at a time, touching every page so the memory is really used. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
int main(void) {
    size_t chunk = 16u << 20, total = 0;
    while (total < (2048u << 20)) {
        char *p = malloc(chunk);
        if (!p) { printf("malloc failed at %zu MB\n", total >> 20); fflush(stdout); return 3; }
        memset(p, 1, chunk);
        total += chunk;
    }
    printf("got 2 GB\n");
    return 0;
}
