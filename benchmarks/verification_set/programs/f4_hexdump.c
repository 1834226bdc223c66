/* Hex dump.  Input: any bytes, at most 10^6 of them.  Output, for each 16 bytes (the last group
   may be shorter): the offset of its first byte as 8 lowercase hex digits, two spaces, the bytes
   as two-digit lowercase hex separated by spaces with one more space after the eighth, the
   missing ones of a short group as three spaces each, two spaces, then the bytes between "|"
   and "|", each printable one (32 to 126) as itself and any other as '.'.  A group equal to
   the one before it is not printed; the first of such a run prints a line "*" instead.  Last
   line: the total number of bytes as 8 lowercase hex digits. */
#include <stdio.h>
#include <string.h>

int main(void) {
    unsigned char group[16], last[16];
    long offset = 0;
    int have_last = 0, starred = 0;
    size_t n;
    while ((n = fread(group, 1, 16, stdin)) > 0) {
        if (n == 16 && have_last && memcmp(group, last, 16) == 0) {
            if (!starred) puts("*");
            starred = 1;
            offset += 16;
            continue;
        }
        starred = 0;
        printf("%08lx ", offset);
        for (size_t i = 0; i < 16; i++) {
            if (i == 8) putchar(' ');
            if (i < n)
                printf(" %02x", group[i]);
            else
                fputs("   ", stdout);
        }
        fputs("  |", stdout);
        for (size_t i = 0; i < n; i++) putchar(group[i] >= 32 && group[i] <= 126 ? group[i] : '.');
        puts("|");
        memcpy(last, group, 16);
        have_last = n == 16;
        offset += (long)n;
        if (n < 16) break;
    }
    printf("%08lx\n", offset);
    return 0;
}
