/* Total number of set bits over every integer in [a, b], counting bit by bit (Kernighan). */
#include <stdio.h>

int main(void) {
    long long a = 0, b = 0;
    if (scanf("%lld %lld", &a, &b) != 2) a = b = 0;
    if (a < 0) a = 0;
    unsigned long long total = 0;
    long long odd = 0;
    for (long long i = a; i <= b; i++) {
        unsigned long long x = (unsigned long long)i;
        int c = 0;
        while (x) {
            x &= x - 1;
            c++;
        }
        total += (unsigned long long)c;
        odd += c & 1;
    }
    printf("%llu %lld\n", total, odd);
    return 0;
}
