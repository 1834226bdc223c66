/* Primes up to N (read from stdin): their count, sum, and the largest twin pair. */
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    long n;
    if (scanf("%ld", &n) != 1 || n < 2) return 1;
    unsigned char *composite = calloc((size_t)n + 1, 1);
    if (!composite) return 1;
    long count = 0, twin = 0;
    unsigned long long sum = 0;
    for (long i = 2; i <= n; i++) {
        if (composite[i]) continue;
        count++;
        sum += (unsigned long long)i;
        if (i >= 5 && !composite[i - 2]) twin = i - 2;
        for (long j = i * i; j <= n; j += i) composite[j] = 1;
    }
    printf("%ld %llu %ld %ld\n", count, sum, twin, twin + 2);
    free(composite);
    return 0;
}
