// A bot whose compile is slow on purpose (issue 38's test): g++ evaluates a long loop at compile time, nearly a
// second of CPU per round on the test machine; the test sets SPIN_ROUNDS.
#include <iostream>
constexpr unsigned long long spin(unsigned long long rounds) {
    unsigned long long s = 1;
    for (unsigned long long i = 0; i < rounds; i++)
        for (unsigned long long j = 0; j < 200000; j++) s = s * 6364136223846793005ULL + j;
    return s;
}
static_assert(spin(SPIN_ROUNDS) != 0, "spun");
int main() { std::cout << "WAIT" << std::endl; }
