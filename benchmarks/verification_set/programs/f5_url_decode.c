/* URL decoding.  Input: any bytes, at most 10^6 of them.  Output: the input with each "%XY"
   (X and Y hexadecimal digits, either case) replaced by the byte 0xXY and each '+' by a space,
   everything else (a '%' not followed by two hexadecimal digits too) copied as it is; then a
   newline and "bytes N escapes E": the number of bytes written before that newline and the
   number of "%XY" escapes decoded. */
#include <stdio.h>

static int hex_value(int c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

int main(void) {
    long bytes = 0, escapes = 0;
    int c;
    while ((c = getchar()) != EOF) {
        if (c == '+') {
            c = ' ';
        } else if (c == '%') {
            int x = getchar();
            if (hex_value(x) >= 0) {
                int y = getchar();
                if (hex_value(y) >= 0) {
                    c = hex_value(x) * 16 + hex_value(y);
                    escapes++;
                } else {
                    putchar('%');
                    bytes++;
                    c = x;
                    if (y != EOF) ungetc(y, stdin);
                }
            } else if (x != EOF) {
                ungetc(x, stdin);
            }
        }
        putchar(c);
        bytes++;
    }
    printf("\nbytes %ld escapes %ld\n", bytes, escapes);
    return 0;
}
