/* The start below n with the longest Collatz chain, and its length. */
#include <stdio.h>

int main(void) {
    long n;
    if (scanf("%ld", &n) != 1) return 1;
    long best = 1, best_len = 1;
    for (long start = 1; start < n; start++) {
        unsigned long x = (unsigned long)start;
        long len = 1;
        while (x != 1) {
            if (x % 2 == 0) x /= 2;
            else x = 3 * x + 1;
            len++;
        }
        if (len > best_len) {
            best_len = len;
            best = start;
        }
    }
    printf("%ld %ld\n", best, best_len);
    return 0;
}
