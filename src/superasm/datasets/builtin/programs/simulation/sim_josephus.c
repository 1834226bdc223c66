/* Josephus elimination with n people in a circle, every k-th removed, simulated on a circular
   linked list; print the survivor and a checksum of the elimination order. */
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    long n = 0, k = 0;
    if (scanf("%ld %ld", &n, &k) != 2 || n < 1 || k < 1) {
        printf("0 0\n");
        return 0;
    }
    long *next = malloc(sizeof(long) * (size_t)n);
    if (!next) return 1;
    for (long i = 0; i < n; i++) next[i] = (i + 1) % n;
    long prev = n - 1, alive = n;
    unsigned long long checksum = 0;
    while (alive > 1) {
        for (long s = 1; s < k; s++) prev = next[prev];
        long out = next[prev];
        next[prev] = next[out];
        checksum = checksum * 1000003ULL + (unsigned long long)out;
        alive--;
    }
    printf("%ld %llu\n", next[prev] + 1, checksum);
    free(next);
    return 0;
}
