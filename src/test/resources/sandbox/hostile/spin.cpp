// An endless loop before the first turn: never reads, never writes.
int main() {
    volatile unsigned long n = 0;
    for (;;) n++;
}
