/* Repeated words.  Input: any text, at most 10^6 bytes.  A word is a maximal run of ASCII
   letters.  A word is a repeat when the word before it is the same (the letters compared
   without regard to case) and only spaces, at least one, lie between the two (no tab, no
   newline, nothing else).  Output: the text with every repeat removed together with the spaces
   before it, every other byte as it is; then, on a line of its own, "removed N" (a newline is
   added first when the text is not empty and does not end with one). */
#include <stdio.h>

#define MAXTEXT 1000000

static char text[MAXTEXT + 1];

static int letter(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

static int same(const char *a, const char *b, long len) {  /* without regard to case */
    for (long i = 0; i < len; i++)
        if ((a[i] | 0x20) != (b[i] | 0x20)) return 0;
    return 1;
}

int main(void) {
    long n = (long)fread(text, 1, sizeof text, stdin);
    if (n > MAXTEXT) return 1;
    long removed = 0, prev = -1, prev_len = 0;  /* the last word, while only spaces follow it */
    long i = 0;
    while (i < n) {
        if (letter(text[i])) {
            long start = i;
            while (i < n && letter(text[i])) i++;
            fwrite(text + start, 1, (size_t)(i - start), stdout);
            prev = start;
            prev_len = i - start;
        } else if (text[i] == ' ' && prev >= 0) {
            long start = i;
            while (i < n && text[i] == ' ') i++;
            long end = i;
            while (end < n && letter(text[end])) end++;
            if (end - i == prev_len && same(text + prev, text + i, prev_len)) {
                removed++;  /* the spaces and the repeat dropped; prev stays the word before */
                i = end;
                continue;
            }
            fwrite(text + start, 1, (size_t)(i - start), stdout);
        } else {
            putchar(text[i]);
            i++;
            prev = -1;
        }
    }
    if (n > 0 && text[n - 1] != '\n') putchar('\n');
    printf("removed %ld\n", removed);
    return 0;
}
