/* Walk the n-bit Gray code: decode every code word back with a prefix-xor loop, check it, and
   print a checksum of the code words and the number of bit flips along the way. */
#include <stdio.h>

int main(void) {
    int n = 0;
    if (scanf("%d", &n) != 1 || n < 0) n = 0;
    if (n > 26) n = 26;
    unsigned long long checksum = 0, flips = 0;
    unsigned prev = 0;
    unsigned long count = 1UL << n;
    for (unsigned long i = 0; i < count; i++) {
        unsigned g = (unsigned)(i ^ (i >> 1));
        unsigned decoded = 0;
        for (unsigned x = g; x; x >>= 1) decoded ^= x;
        if (decoded != i) {
            printf("mismatch at %lu\n", i);
            return 0;
        }
        unsigned diff = g ^ prev;
        while (diff) {
            flips += diff & 1u;
            diff >>= 1;
        }
        checksum = checksum * 1099511628211ULL + g;
        prev = g;
    }
    printf("%llu %llu\n", checksum, flips);
    return 0;
}
