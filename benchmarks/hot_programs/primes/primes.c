/* Prime statistics over ranges.  Hot: is_prime, which gcc -O3 inlines into count_range. */
#include <stdio.h>

static int is_prime(unsigned n) {
    if (n < 2) return 0;
    if (n % 2 == 0) return n == 2;
    for (unsigned d = 3; d * d <= n; d += 2)
        if (n % d == 0) return 0;
    return 1;
}

static void count_range(unsigned lo, unsigned hi, unsigned *count, unsigned long *sum) {
    *count = 0; *sum = 0;
    for (unsigned n = lo; n <= hi && n >= lo; n++)
        if (is_prime(n)) { (*count)++; *sum += n; }
}

int main(void) {
    int queries;
    if (scanf("%d", &queries) != 1) return 1;
    for (int q = 0; q < queries; q++) {
        unsigned lo, hi, count; unsigned long sum;
        if (scanf("%u %u", &lo, &hi) != 2) return 1;
        count_range(lo, hi, &count, &sum);
        printf("[%u, %u]: %u primes, sum %lu\n", lo, hi, count, sum);
    }
    return 0;
}
