/* Letter pairs.  Input: any text, at most 10^6 bytes.  A word is a maximal run of ASCII
   letters, the letters taken without regard to case; a pair is two letters next to each other
   in a word ("Mummy" holds mu, um, mm, my).  Output: "letters L pairs P different D", then the
   (at most) three most frequent pairs, one a line as "xy N" in lowercase, the more frequent
   first and pairs as frequent in alphabetical order. */
#include <stdio.h>

static long count[26][26];

static int letter_of(int c) {  /* 0..25, or -1 */
    if (c >= 'a' && c <= 'z') return c - 'a';
    if (c >= 'A' && c <= 'Z') return c - 'A';
    return -1;
}

int main(void) {
    long letters = 0, pairs = 0;
    int c, prev = -1;
    while ((c = getchar()) != EOF) {
        int l = letter_of(c);
        if (l >= 0) {
            letters++;
            if (prev >= 0) {
                count[prev][l]++;
                pairs++;
            }
        }
        prev = l;
    }
    int different = 0;
    for (int i = 0; i < 26 * 26; i++) different += count[i / 26][i % 26] > 0;
    printf("letters %ld pairs %ld different %d\n", letters, pairs, different);
    static char shown[26 * 26];
    for (int k = 0; k < 3; k++) {
        int best = -1;
        for (int i = 0; i < 26 * 26; i++)
            if (!shown[i] && count[i / 26][i % 26] > 0 &&
                (best < 0 || count[i / 26][i % 26] > count[best / 26][best % 26]))
                best = i;
        if (best < 0) break;
        shown[best] = 1;
        printf("%c%c %ld\n", 'a' + best / 26, 'a' + best % 26, count[best / 26][best % 26]);
    }
    return 0;
}
