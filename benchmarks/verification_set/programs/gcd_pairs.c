/* GCD and LCM.  Input: pairs "a b" (0 <= a, b <= 10^9), one per line, at most 100000 of them,
   ended by the pair "0 0", which is not processed.  Output, one line per pair: gcd(a, b) and
   lcm(a, b), where gcd(a, 0) = a and lcm(a, 0) = 0. */
#include <stdio.h>

int main(void) {
    unsigned long long a, b;
    while (scanf("%llu %llu", &a, &b) == 2 && (a != 0 || b != 0)) {
        unsigned long long x = a, y = b;
        while (y != 0) {
            unsigned long long t = x % y;
            x = y;
            y = t;
        }
        unsigned long long lcm = a == 0 || b == 0 ? 0 : a / x * b;
        printf("%llu %llu\n", x, lcm);
    }
    return 0;
}
