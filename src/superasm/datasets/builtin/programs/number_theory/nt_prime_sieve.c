/* Count the primes up to n and print their count, their sum and the largest prime gap. */
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    long n = 0;
    if (scanf("%ld", &n) != 1 || n < 2) {
        printf("0 0 0\n");
        return 0;
    }
    char *composite = calloc((size_t)n + 1, 1);
    if (!composite) return 1;
    for (long i = 2; i * i <= n; i++) {
        if (composite[i]) continue;
        for (long j = i * i; j <= n; j += i) composite[j] = 1;
    }
    long count = 0, last = 0, gap = 0;
    long long sum = 0;
    for (long i = 2; i <= n; i++) {
        if (composite[i]) continue;
        count++;
        sum += i;
        if (last && i - last > gap) gap = i - last;
        last = i;
    }
    printf("%ld %lld %ld\n", count, sum, gap);
    free(composite);
    return 0;
}
