/* Count the primes below n and print their sum modulo 1e9+7 (sieve of Eratosthenes). */
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    int n;
    if (scanf("%d", &n) != 1 || n < 0) return 1;
    char *composite = calloc((size_t)n + 2, 1);
    if (!composite) return 1;
    long count = 0, sum = 0;
    for (long i = 2; i < n; i++) {
        if (composite[i]) continue;
        count++;
        sum = (sum + i) % 1000000007L;
        for (long j = i * i; j < n; j += i) composite[j] = 1;
    }
    printf("%ld %ld\n", count, sum);
    free(composite);
    return 0;
}
