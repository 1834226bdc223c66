#include "collatz.h"
int steps(long n) {
    int k = 0;
    while (n != 1) { n = n % 2 ? 3 * n + 1 : n / 2; k++; }
    return k;
}
