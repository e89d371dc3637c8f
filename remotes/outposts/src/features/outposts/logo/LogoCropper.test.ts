import { squareIn } from './LogoCropper';

describe('the square sent to the API', () => {
  const picture = { naturalWidth: 1000, naturalHeight: 600 };

  it('is whole pixels, square, and inside the picture', () => {
    expect(squareIn({ x: 100.4, y: 49.6, width: 500.2, height: 499.7 }, picture)).toEqual({
      x: 100,
      y: 50,
      size: 500,
    });
  });

  it('moves back inside when rounding pushed it past an edge', () => {
    expect(squareIn({ x: 400.6, y: 0.4, width: 600, height: 600.4 }, picture)).toEqual({
      x: 400,
      y: 0,
      size: 600,
    });
    expect(squareIn({ x: -0.4, y: -1, width: 300, height: 300 }, picture)).toMatchObject({
      x: 0,
      y: 0,
    });
  });
});
