// A tiny hosted Vestrock bot in C++17 for the tests: the same as vestrock_bot.py.
#include <iostream>
#include <sstream>
#include <string>
#include <vector>
#include <cstdlib>

static std::string hear() {
    std::string line;
    if (!std::getline(std::cin, line)) std::exit(0);
    return line;
}

static void say(const std::string& line) {
    std::cout << line << std::endl; // endl flushes: the arena answers each line as it comes
}

int main() {
    while (true) {
        say("GET_MY_MATCHES");
        if (hear() == "OK") {
            hear();
            std::istringstream ids(hear());
            std::string m;
            while (ids >> m) {
                say("GET_TURN_INFO " + m);
                if (hear() != "OK") continue;
                if (hear().rfind("1 ", 0) == 0) {
                    say("DRAW_CARD " + m);
                    if (hear() == "OK") hear();
                    std::cerr << "cpp drew a card in match " << m << std::endl;
                }
            }
        }
        say("WAIT");
        hear();
        hear();
    }
}
