/* Scan a seeded text of n characters (letters, spaces, signs, digits) for signed integers with a
   hand-written parser; print how many, their sum (mod 2^64) and the largest. */
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    long n = 0;
    unsigned seed = 0;
    if (scanf("%ld %u", &n, &seed) != 2 || n < 0) n = 0;
    char *t = malloc((size_t)n + 1);
    if (!t) return 1;
    static const char alphabet[] = "0123456789012345678901234567890123456789abc -+ xyz";
    unsigned x = seed;
    for (long i = 0; i < n; i++) { x = x * 1103515245u + 12345u; t[i] = alphabet[(x >> 16) % (sizeof alphabet - 1)]; }
    long count = 0;
    unsigned long long sum = 0;
    long long largest = 0;
    for (long i = 0; i < n;) {
        int negative = 0;
        if ((t[i] == '-' || t[i] == '+') && i + 1 < n && t[i + 1] >= '0' && t[i + 1] <= '9') {
            negative = t[i] == '-';
            i++;
        }
        if (t[i] < '0' || t[i] > '9') { i++; continue; }
        long long v = 0;
        int digits = 0;
        while (i < n && t[i] >= '0' && t[i] <= '9') {
            if (digits < 15) v = v * 10 + (t[i] - '0');
            digits++;
            i++;
        }
        if (negative) v = -v;
        if (count == 0 || v > largest) largest = v;
        count++;
        sum += (unsigned long long)v;
    }
    printf("%ld %llu %lld\n", count, sum, largest);
    free(t);
    return 0;
}
