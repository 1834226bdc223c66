/* Euler's totient for 1..n with a sieve; print the sum and how many phi(i) are = i - 1 (primes). */
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    long n = 0;
    if (scanf("%ld", &n) != 1 || n < 1) {
        printf("0 0\n");
        return 0;
    }
    int *phi = malloc(sizeof(int) * ((size_t)n + 1));
    if (!phi) return 1;
    for (long i = 0; i <= n; i++) phi[i] = (int)i;
    for (long p = 2; p <= n; p++) {
        if (phi[p] != p) continue;
        for (long k = p; k <= n; k += p) phi[k] -= phi[k] / (int)p;
    }
    long long sum = 0;
    long primes = 0;
    for (long i = 1; i <= n; i++) {
        sum += phi[i];
        if (i > 1 && phi[i] == i - 1) primes++;
    }
    printf("%lld %ld\n", sum, primes);
    free(phi);
    return 0;
}
