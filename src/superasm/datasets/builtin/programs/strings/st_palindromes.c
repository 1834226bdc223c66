/* Palindromic substrings of a seeded string (expand around every centre): their number and the
   longest one's length and start. */
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    long n = 0;
    int k = 1;
    unsigned seed = 0;
    if (scanf("%ld %d %u", &n, &k, &seed) != 3 || n < 0) n = 0;
    if (k < 1 || k > 26) k = 26;
    char *s = malloc((size_t)n + 1);
    if (!s) return 1;
    unsigned x = seed;
    for (long i = 0; i < n; i++) { x = x * 1103515245u + 12345u; s[i] = (char)('a' + (x >> 16) % (unsigned)k); }
    long long count = 0;
    long best = 0, best_start = 0;
    for (long c = 0; c < 2 * n - 1; c++) {
        long lo = c / 2, hi = lo + c % 2;
        while (lo >= 0 && hi < n && s[lo] == s[hi]) {
            count++;
            if (hi - lo + 1 > best) { best = hi - lo + 1; best_start = lo; }
            lo--;
            hi++;
        }
    }
    printf("%lld %ld %ld\n", count, best, best_start);
    free(s);
    return 0;
}
