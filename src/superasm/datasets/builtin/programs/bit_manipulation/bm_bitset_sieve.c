/* Odd-only sieve of Eratosthenes on a bitset of 64-bit words: count the primes up to n and the
   twin prime pairs. */
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    long n = 0;
    if (scanf("%ld", &n) != 1 || n < 2) {
        printf("0 0\n");
        return 0;
    }
    long half = n / 2 + 1; /* bit k stands for 2k + 1 */
    unsigned long long *bits = calloc((size_t)half / 64 + 1, sizeof(unsigned long long));
    if (!bits) return 1;
    for (long k = 1; (2 * k + 1) * (2 * k + 1) <= n; k++) {
        if (bits[k >> 6] >> (k & 63) & 1ULL) continue;
        long p = 2 * k + 1;
        for (long j = (p * p) / 2; j < half; j += p) bits[j >> 6] |= 1ULL << (j & 63);
    }
    long count = 1, twins = 0, prev = 2;
    for (long k = 1; 2 * k + 1 <= n; k++) {
        if (bits[k >> 6] >> (k & 63) & 1ULL) continue;
        long p = 2 * k + 1;
        count++;
        if (p - prev == 2) twins++;
        prev = p;
    }
    printf("%ld %ld\n", count, twins);
    free(bits);
    return 0;
}
