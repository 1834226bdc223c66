/* Bit patterns.  Input: unsigned 64-bit integers in decimal (0 <= x < 2^64), one per line, at
   most 10^5.  Output per number: its popcount, the index of its highest set bit (-1 for 0), its
   number of trailing zeros (64 for 0), and x rotated left by 13 bits, in hexadecimal. */
#include <stdio.h>

int main(void) {
    unsigned long long x;
    while (scanf("%llu", &x) == 1) {
        int pop = 0;
        for (unsigned long long y = x; y; y &= y - 1) pop++;
        int high = -1;
        for (unsigned long long y = x; y; y >>= 1) high++;
        int zeros = 0;
        if (x == 0) zeros = 64;
        else
            while (!(x >> zeros & 1)) zeros++;
        unsigned long long rotated = x << 13 | x >> 51;
        printf("%d %d %d %llx\n", pop, high, zeros, rotated);
    }
    return 0;
}
