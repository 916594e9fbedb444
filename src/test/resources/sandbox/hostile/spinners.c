// Eight processes that spin, to take eight shares of the cores where each process weighs alike.
#include <unistd.h>
int main(void) {
    for (int i = 0; i < 3; i++) fork(); // 2^3 = 8 processes
    volatile unsigned long n = 0;
    for (;;) n++;
}
