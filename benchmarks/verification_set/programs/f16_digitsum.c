/* Digit sums of ranges, over several test cases.  Input: T (1 <= T <= 10^4), then T cases, each
   two integers a and b (0 <= a <= b <= 10^17), every number as scanf's %lld reads it (an
   optional sign and digits), all separated by blanks.  Output per case, on a line: the sum of
   the decimal digit sums of all the integers from a to b (both counted); then a last line
   "largest S case K", S the largest of those sums and K the first case (counted from 1) with
   that sum. */
#include <stdio.h>

/* the sum of the digit sums of 0 .. n (0 for n < 0) */
static unsigned long long upto(long long n) {
    if (n < 0) return 0;
    unsigned long long total = 0, v = (unsigned long long)n;
    for (unsigned long long p = 1; p <= v; p *= 10) {
        unsigned long long high = v / (p * 10), digit = v / p % 10, low = v % p;
        total += high * 45 * p;              /* whole cycles of 0 .. 9 at this place */
        total += digit * (digit - 1) / 2 * p;  /* the smaller digits, each p times */
        total += digit * (low + 1);          /* this digit, low + 1 times */
    }
    return total;
}

int main(void) {
    long long t;
    if (scanf("%lld", &t) != 1 || t < 1 || t > 10000) return 1;
    unsigned long long largest = 0;
    long long at = 0;
    for (long long i = 1; i <= t; i++) {
        long long a, b;
        if (scanf("%lld %lld", &a, &b) != 2 || a < 0 || a > b || b > 100000000000000000LL)
            return 1;
        unsigned long long s = upto(b) - upto(a - 1);
        printf("%llu\n", s);
        if (at == 0 || s > largest) {
            largest = s;
            at = i;
        }
    }
    printf("largest %llu case %lld\n", largest, at);
    return 0;
}
