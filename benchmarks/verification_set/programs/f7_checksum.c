/* Checksums.  Input: any bytes, at most 10^6 of them.  Output: "bytes N lines L" (L the number
   of lines: of newline bytes, plus one when the input does not end with one), then
   "adler32 A" and "crc32 C", the Adler-32 and the CRC-32 (IEEE, reflected, as zlib's) of all
   the bytes, each as 8 lowercase hexadecimal digits. */
#include <stdio.h>

int main(void) {
    static unsigned long table[256];
    for (unsigned long b = 0; b < 256; b++) {
        unsigned long v = b;
        for (int k = 0; k < 8; k++) v = v & 1 ? 0xEDB88320UL ^ (v >> 1) : v >> 1;
        table[b] = v;
    }
    unsigned long a = 1, s = 0, crc = 0xFFFFFFFFUL;
    long bytes = 0, lines = 0;
    int c, last = '\n';
    while ((c = getchar()) != EOF) {
        bytes++;
        if (c == '\n') lines++;
        last = c;
        a = (a + (unsigned long)c) % 65521;
        s = (s + a) % 65521;
        crc = table[(crc ^ (unsigned long)c) & 0xFF] ^ (crc >> 8);
    }
    if (last != '\n') lines++;
    printf("bytes %ld lines %ld\n", bytes, lines);
    printf("adler32 %08lx\ncrc32 %08lx\n", s << 16 | a, crc ^ 0xFFFFFFFFUL);
    return 0;
}
