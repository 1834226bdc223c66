/* A bank with s tellers and c seeded customers (arrival gaps and service times): each customer
   goes to the teller free earliest (linear scan); print total and maximum waiting time. */
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    int s = 0;
    long c = 0;
    int gap = 1, service = 1;
    unsigned seed = 0;
    if (scanf("%d %ld %d %d %u", &s, &c, &gap, &service, &seed) != 5 || s < 1 || c < 0) {
        printf("0 0\n");
        return 0;
    }
    if (gap < 1) gap = 1;
    if (service < 1) service = 1;
    long long *free_at = calloc((size_t)s, sizeof(long long));
    long *served = calloc((size_t)s, sizeof(long));
    if (!free_at || !served) return 1;
    unsigned x = seed;
    long long now = 0, total_wait = 0, max_wait = 0;
    for (long i = 0; i < c; i++) {
        x = x * 1103515245u + 12345u;
        now += (x >> 16) % (unsigned)gap;
        x = x * 1103515245u + 12345u;
        long long need = 1 + (x >> 12) % (unsigned)service;
        int best = 0;
        for (int t = 1; t < s; t++)
            if (free_at[t] < free_at[best]) best = t;
        long long begin = free_at[best] > now ? free_at[best] : now;
        total_wait += begin - now;
        if (begin - now > max_wait) max_wait = begin - now;
        free_at[best] = begin + need;
        served[best]++;
    }
    long busiest = 0;
    for (int t = 0; t < s; t++) if (served[t] > busiest) busiest = served[t];
    printf("%lld %lld %ld\n", total_wait, max_wait, busiest);
    free(free_at); free(served);
    return 0;
}
