/* The start in [a, b] with the longest Collatz chain (first one on ties) and its length. */
#include <stdio.h>

int main(void) {
    long long a = 0, b = 0;
    if (scanf("%lld %lld", &a, &b) != 2) a = b = 0;
    if (a < 1) a = 1;
    long long best = 0, best_len = -1;
    for (long long s = a; s <= b; s++) {
        unsigned long long x = (unsigned long long)s;
        long long len = 1;
        while (x != 1) {
            x = (x & 1) ? 3 * x + 1 : x >> 1;
            len++;
        }
        if (len > best_len) {
            best_len = len;
            best = s;
        }
    }
    if (best_len < 0) printf("none\n");
    else printf("%lld %lld\n", best, best_len);
    return 0;
}
