/* Reverse the bits of m pseudo-random 32-bit words one bit at a time; print the xor and the sum
   of the reversed words and how many words are bit palindromes. */
#include <stdio.h>

int main(void) {
    long m = 0;
    unsigned seed = 0;
    if (scanf("%ld %u", &m, &seed) != 2 || m < 0) m = 0;
    unsigned x = seed | 1u, acc = 0;
    unsigned long long sum = 0;
    long palindromes = 0;
    for (long i = 0; i < m; i++) {
        x ^= x << 13;
        x ^= x >> 17;
        x ^= x << 5;
        unsigned word = (i & 7) == 0 ? (x & 0xffffu) * 0x10001u : x;
        unsigned r = 0;
        for (int b = 0; b < 32; b++) r |= ((word >> b) & 1u) << (31 - b);
        acc ^= r;
        sum += r;
        if (r == word) palindromes++;
    }
    printf("%u %llu %ld\n", acc, sum, palindromes);
    return 0;
}
