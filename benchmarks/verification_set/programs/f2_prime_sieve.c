/* Primes.  Input: N (2 <= N <= 2 * 10^7), then queries until the end of the input, at most
   10^5 of them: each an integer x (1 <= x <= N), as scanf's %d reads it (an optional sign, then
   digits).  Output per query: x, then "prime", "composite" or, for 1, "neither", then the
   number of primes up to x. */
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    int n;
    if (scanf("%d", &n) != 1 || n < 2 || n > 20000000) return 1;
    size_t words = (size_t)n / 64 + 1;
    unsigned long long *prime = malloc(sizeof *prime * words);  /* bit x: x is prime */
    int *before = malloc(sizeof *before * words);  /* primes in the words before this one */
    if (!prime || !before) return 1;
    for (size_t w = 0; w < words; w++) prime[w] = ~0ULL;
    prime[0] &= ~3ULL;
    for (long long p = 2; p * p <= n; p++)
        if (prime[p >> 6] >> (p & 63) & 1)
            for (long long m = p * p; m <= n; m += p) prime[m >> 6] &= ~(1ULL << (m & 63));
    int count = 0;
    for (size_t w = 0; w < words; w++) {
        before[w] = count;
        count += __builtin_popcountll(prime[w]);
    }
    int x;
    while (scanf("%d", &x) == 1) {
        if (x < 1 || x > n) return 1;
        unsigned long long mask = (2ULL << (x & 63)) - 1;  /* bits 0 .. x & 63 */
        int upto = before[x >> 6] + __builtin_popcountll(prime[x >> 6] & mask);
        const char *what = x == 1 ? "neither" : prime[x >> 6] >> (x & 63) & 1 ? "prime" : "composite";
        printf("%d %s %d\n", x, what, upto);
    }
    free(prime);
    free(before);
    return 0;
}
