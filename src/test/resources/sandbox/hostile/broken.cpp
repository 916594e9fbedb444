// Does not compile: an undeclared name, a missing semicolon.
#include <iostream>
int main() {
    std::cout << undeclared_name << std::endl
    return 0;
}
