/* Run-length encoding.  Input: lines of lowercase letters (possibly empty), at most 10^6 bytes,
   each ending with a newline.  Output: each line encoded, every maximal run of one letter as its
   length and the letter, the length left out when it is 1 ("aaabcc" -> "3ab2c"). */
#include <stdio.h>

static void flush(int letter, int run) {
    if (run > 1) printf("%d", run);
    if (run > 0) putchar(letter);
}

int main(void) {
    int c, letter = 0, run = 0;
    while ((c = getchar()) != EOF) {
        if (c == '\n') {
            flush(letter, run);
            putchar('\n');
            run = 0;
        } else if (c >= 'a' && c <= 'z') {
            if (run > 0 && c == letter) {
                run++;
            } else {
                flush(letter, run);
                letter = c;
                run = 1;
            }
        } else {
            return 1;
        }
    }
    if (run > 0) return 1;  /* the last line had no newline */
    return 0;
}
